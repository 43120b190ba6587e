// The filters of an admin list live in the address (?name=value), so a filtered list can be shared and the back
// button works: read and written the same way for every list.

/** A filter's text from the address: trimmed, at most 200 characters, '' when absent. */
export function filterText(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, 200);
}

/** The address query of a list's filters (empty ones left out), for links such as the CSV export. */
export function filterQuery<Key extends string>(filters: Record<Key, string>, paramNames: Record<Key, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(paramNames) as Key[]) {
    if (filters[key]) params.set(paramNames[key], filters[key]);
  }
  return params.toString();
}
