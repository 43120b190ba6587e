/** One labelled figure of a dashboard card (a fee, a count), inside a `<dl>`. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-gray-50 px-3 py-3 sm:px-4">
      <dt className="text-xs text-gray-700 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-base font-bold text-gray-900 sm:text-xl">{value}</dd>
    </div>
  );
}
