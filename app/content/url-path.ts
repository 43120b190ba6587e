/** "/refund-policy/" → "/refund-policy"; the root "/" stays as it is. Lets one record match either spelling. */
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
