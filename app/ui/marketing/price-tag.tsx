/** "₹3,999 → ₹199": the original price struck through, then the offer price. */
export function StruckPrice({
  original,
  offer,
  suffix,
  tone = "light",
}: {
  original: string;
  offer: string;
  suffix?: string;
  tone?: "light" | "dark";
}) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">Original price</span>
      <del className={tone === "dark" ? "text-lg text-indigo-200" : "text-lg text-gray-500"}>{original}</del>
      <span className="sr-only">, offer price</span>
      <span className={tone === "dark" ? "text-3xl font-extrabold text-white" : "text-3xl font-extrabold text-gray-900"}>
        {offer}
      </span>
      {suffix ? <span className={tone === "dark" ? "text-indigo-100" : "text-gray-700"}>{suffix}</span> : null}
    </span>
  );
}
