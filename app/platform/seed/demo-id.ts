import { createHash } from "node:crypto";

/** A stable UUID (v5 layout) for a demo row, so seeding again finds the row it inserted before. */
export function demoId(key: string): string {
  const hex = createHash("sha1").update(`aielevate-demo:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
