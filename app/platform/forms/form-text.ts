// Text typed into a form, before any rule looks at it. PostgreSQL text cannot hold U+0000 (a stored value
// containing one makes the insert fail), and nobody types one: a NUL can only come from a hostile client.

/** `value` without NUL characters when it is a string; anything else unchanged. */
export function withoutNulCharacters<T>(value: T): T {
  return (typeof value === "string" && value.includes("\u0000") ? value.replaceAll("\u0000", "") : value) as T;
}
