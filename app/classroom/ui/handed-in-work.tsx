/** What a hand-in holds: its link (opened apart from the site) and its file, served only to those it concerns. */
export function HandedInWork({ handIn }: { handIn: { id: string; link: string | null; fileName: string | null } }) {
  return (
    <>
      {handIn.link ? (
        <p>
          Link:{" "}
          <a href={handIn.link} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
            {handIn.link}
          </a>
        </p>
      ) : null}
      {handIn.fileName ? (
        <p>
          File:{" "}
          <a href={`/learn/hand-ins/${handIn.id}/file`} className="text-brand-700 underline">
            {handIn.fileName}
          </a>
        </p>
      ) : null}
    </>
  );
}
