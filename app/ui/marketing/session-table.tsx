import { MarketingTable, tableStyles } from "./scroll-table";

export interface SessionRow {
  number: number;
  title: string;
  topics: readonly string[];
  /** Only tables with a "Project to be Built" column use it. */
  project?: string;
}

/**
 * Numbered sessions as a table: Session, Title, Topics Covered, and optionally Project to be Built
 * (the certification landing pages' curriculum tables).
 */
export function SessionTable({
  caption,
  sessions,
  showProject = false,
}: {
  caption: string;
  sessions: readonly SessionRow[];
  showProject?: boolean;
}) {
  return (
    <MarketingTable
      caption={caption}
      headings={["Session", "Title", "Topics Covered", ...(showProject ? ["Project to be Built"] : [])]}
    >
      {sessions.map((session) => (
        <tr key={session.number} className={tableStyles.row}>
          <td className={`${tableStyles.cell} font-semibold text-brand-700`}>{session.number}</td>
          <th scope="row" className={`${tableStyles.cell} font-semibold text-gray-900`}>
            {session.title}
          </th>
          <td className={tableStyles.cell}>{session.topics.join(" · ")}</td>
          {showProject ? <td className={tableStyles.cell}>{session.project}</td> : null}
        </tr>
      ))}
    </MarketingTable>
  );
}
