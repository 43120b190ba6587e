// Decision records stay findable: every record in docs/decisions/ has the numbered shape, the index lists it, no file
// of the repository points at a record (or a docs page) that does not exist, and none names a ticket number instead.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const recordsFolder = path.join(root, "docs", "decisions");
// Written in two parts so that this file's own examples below are not read as pointers.
const recordsPath = "docs/" + "decisions/";

const skippedFolders = new Set([
  ".git",
  "node_modules",
  "build",
  ".builds",
  "data",
  "coverage",
  "test-results",
  "playwright-report",
  "blob-report",
  ".react-router",
  "results",
]);
const readExtensions = /\.(ts|tsx|js|mjs|cjs|md|sql|json|ya?ml|css|html|sh|example)$/;

function repositoryFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : repositoryFiles(full);
    if (entry.name === "package-lock.json") return [];
    // Scripts without an extension (.ci/run) are read too.
    return readExtensions.test(entry.name) || (!entry.name.includes(".") && statSync(full).size < 100_000) ? [full] : [];
  });
}

/** Pointers at records: `docs/decisions/<name>` anywhere, and a bare `NNNN-name.md`. */
function recordPointers(text: string): string[] {
  const pointers = [...text.matchAll(new RegExp(`${recordsPath}([\\w-]+(?:\\.md)?)`, "g"))].map((match) => match[1]!);
  const bare = [...text.matchAll(/(?<![\w/-])(\d{4}-[a-z0-9-]+\.md)\b/g)].map((match) => match[1]!);
  return [...pointers, ...bare];
}

function pointsAtRecord(name: string): boolean {
  const target = path.join(recordsFolder, name);
  return existsSync(target) || existsSync(`${target}.md`);
}

/** Relative Markdown links (`[text](../performance.md)`), resolved from the file that holds them. */
function relativeLinks(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split("#")[0]!)
    .filter((link) => link !== "" && !/^[a-z]+:/i.test(link))
    .filter((link) => !existsSync(path.resolve(path.dirname(file), link)));
}

/** A ticket number: the word "issue" and a number. Code and docs point at a decision record instead. */
const ticketNumber = /\bissues? \d/i;

const recordName = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

/** What is wrong with a record's shape, in words; empty when it has the number, Date, Status and three sections. */
function shapeProblems(fileName: string, text: string, recordExists: (name: string) => boolean): string[] {
  const number = recordName.exec(fileName)?.[1];
  if (!number) return [`${fileName}: not named NNNN-short-name.md`];
  const lines = text.split("\n");
  const problems: string[] = [];
  if (!new RegExp(`^# ${number}\\. \\S`).test(lines[0] ?? "")) problems.push(`the first line is not "# ${number}. Title"`);
  const date = lines.find((line) => line.startsWith("Date: "))?.slice(6);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) problems.push("no Date: YYYY-MM-DD");
  const status = lines.find((line) => line.startsWith("Status: "))?.slice(8);
  const replacedBy = status?.match(/^Superseded by .*?(\d{4}-[a-z0-9-]+)/)?.[1];
  if (status !== "Accepted" && !replacedBy) problems.push("no Status: Accepted or Status: Superseded by NNNN-…");
  if (replacedBy && !recordExists(`${replacedBy}.md`)) problems.push(`superseded by ${replacedBy}, which does not exist`);
  const sections = lines.filter((line) => line.startsWith("## "));
  const order = ["## Context", "## Decision", "## Consequences"].map((heading) => sections.indexOf(heading));
  if (order.some((index) => index < 0) || order[0]! > order[1]! || order[1]! > order[2]!) {
    problems.push("not the sections ## Context, ## Decision, ## Consequences in that order");
  }
  return problems.map((problem) => `${fileName}: ${problem}`);
}

const recordFiles = readdirSync(recordsFolder).filter((name) => name !== "README.md");

describe("decision records", () => {
  it("are each named NNNN-short-name.md, with the number, Date, Status and Context, Decision, Consequences", () => {
    const problems = recordFiles.flatMap((name) =>
      shapeProblems(name, readFileSync(path.join(recordsFolder, name), "utf8"), pointsAtRecord),
    );
    expect(problems).toEqual([]);
  });

  it("have numbers of their own", () => {
    const numbers = recordFiles.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  it("are all listed in the folder's index", () => {
    const index = readFileSync(path.join(recordsFolder, "README.md"), "utf8");
    expect(recordFiles.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });

  it("are pointed at only where they exist, from any file of the repository", () => {
    const broken = repositoryFiles().flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const links = file.endsWith(".md") ? relativeLinks(file, text) : [];
      const pointers = recordPointers(text).filter((name) => !pointsAtRecord(name));
      return [...pointers, ...links].map((target) => `${path.relative(root, file)} → ${target}`);
    });
    expect(broken).toEqual([]);
  });

  it("are what code and docs point at: no file of the repository names a ticket number", () => {
    const files = repositoryFiles().filter((file) => ticketNumber.test(readFileSync(file, "utf8")));
    expect(files.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("the checks themselves catch a broken pointer and a record without its shape", () => {
    const md = (name: string) => `${name}.md`; // never a literal record name in this file: the scan above reads it
    const missing = [md("9999-gone"), md("9998-gone-too")];
    expect(recordPointers(`see ${recordsPath}${missing[0]} and ${missing[1]}`).filter((name) => !pointsAtRecord(name))).toEqual(
      missing,
    );
    const exists = (name: string) => name === md("0001-kept");
    const record = "# 0002. A title\n\nDate: 2026-11-29\nStatus: Accepted\n\n## Context\n\n## Decision\n\n## Consequences\n";
    const shape = (text: string, number = "0002") => shapeProblems(md(`${number}-a-title`), text, exists);
    expect(shape(record)).toEqual([]);
    expect(shapeProblems("a-title.md", record, exists)).toHaveLength(1);
    expect(shape(record, "0003")).toEqual([`${md("0003-a-title")}: the first line is not "# 0003. Title"`]);
    expect(shape(record.replace("Date: 2026-11-29", "Date: soon"))).toHaveLength(1);
    expect(shape(record.replace("Status: Accepted", "Status: Proposed"))).toHaveLength(1);
    expect(shape(record.replace("Accepted", "Superseded by 0001-kept"))).toEqual([]);
    expect(shape(record.replace("Accepted", "Superseded by 0009-gone"))).toHaveLength(1);
    expect(shape(record.replace("## Decision\n\n", ""))).toHaveLength(1);
    expect(shape(record.replace("## Context", "## Background"))).toHaveLength(1);
    expect(ticketNumber.test(`see ${"issue"} ${13} §2`)).toBe(true);
    expect(ticketNumber.test("the invoice is issued 2 days later")).toBe(false);
  });
});
