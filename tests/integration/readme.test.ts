// The README stays a five-minute read, and its configuration table names every variable the server reads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const readme = read("README.md");

describe("README", () => {
  it("is at most 150 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("has every variable of the configuration schema and of .env.example in its configuration table", () => {
    const schema = [...read("app/platform/config.server.ts").matchAll(/^\s+([A-Z][A-Z0-9_]+): z\b/gm)].map((match) => match[1]!);
    const example = [...read(".env.example").matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    expect(schema.length).toBeGreaterThan(20);
    const table = readme.split("\n").filter((line) => line.startsWith("| `"));
    const listed = (name: string) => table.some((row) => row.split("|")[1]!.includes(`\`${name}\``));
    expect([...new Set([...schema, ...example])].filter((name) => !listed(name))).toEqual([]);
  });
});
