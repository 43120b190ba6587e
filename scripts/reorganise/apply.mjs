#!/usr/bin/env node
// Moves the code into one folder per business capability (moves.json) and rewrites every path naming a moved file.
// Safe to run again; `--dry-run` prints the plan and changes nothing. The rules the result keeps are in
// docs/architecture.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findSpecifiers, listCodeFiles, resolveSpecifier } from "./source-files.mjs";
import { entryKindOf, moduleOf, planEntryImports, renderEntry, readEntry } from "./entries.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAPPING_FILE = path.join(ROOT, "scripts/reorganise/moves.json");
/** Folders that must be empty once the mapping is applied: a file left there fails the run. */
const FOLDERS_THAT_GO = ["app/server/", "app/domain/", "app/features/"];
/** Old paths are replaced in these text files too (besides the code files). README.md is listed, never changed. */
const TEXT_EXTENSIONS = [".md", ".json", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".yml", ".yaml", ".css", ".html"];
const NOT_REWRITTEN = [/^scripts\/reorganise\//, /^docs\/decisions\/0100-/, /^README\.md$/, /^package-lock\.json$/, /^drizzle\//];

const dryRun = process.argv.includes("--dry-run");
const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const abs = (file) => path.join(ROOT, file);
const say = (line = "") => process.stdout.write(line + "\n");

// ── 1. The plan ─────────────────────────────────────────────────────────────────────────────────────────────────
const mapping = JSON.parse(fs.readFileSync(MAPPING_FILE, "utf8"));
const trackedFiles = git("ls-files", "--cached", "--others", "--exclude-standard").split("\n").filter(Boolean);
const present = new Set(trackedFiles.filter((file) => fs.existsSync(abs(file))));
const exists = (file) => present.has(file);

const moves = new Map(); // old path → new path, for files present now
const notes = { done: [], gone: [], byFolder: [], testsBeside: [] };
for (const [from, to] of Object.entries(mapping.files)) {
  if (exists(from)) moves.set(from, to);
  else if (exists(to)) notes.done.push(from);
  else notes.gone.push(from);
}
for (const file of [...present].sort()) {
  if (moves.has(file) || mapping.files[file]) continue;
  const folder = Object.keys(mapping.folders).find((dir) => file.startsWith(dir) && !file.slice(dir.length).includes("/"));
  if (folder) {
    moves.set(file, mapping.folders[folder] + file.slice(folder.length));
    notes.byFolder.push(file);
  }
}
// A unit test goes where the file it tests goes (x.ts → x.test.ts, x.server.ts → x.server.test.ts).
for (const file of [...present].sort()) {
  const tested = file.match(/^(.*)\.test\.(tsx?)$/);
  if (!tested || moves.has(file) || mapping.files[file]) continue;
  const subject = [".ts", ".tsx"].map((ext) => tested[1] + ext).find((candidate) => moves.has(candidate));
  if (subject) {
    moves.set(file, moves.get(subject).replace(/\.tsx?$/, "") + file.slice(tested[1].length));
    notes.testsBeside.push(file);
  }
}
const leftBehind = [...present].filter((file) => FOLDERS_THAT_GO.some((dir) => file.startsWith(dir)) && !moves.has(file));
const routeUiLeft = [...present].filter((file) => /^app\/routes\/[^/]+\/ui\//.test(file) && !moves.has(file));
const targets = new Map();
for (const [from, to] of moves) {
  if (targets.has(to)) throw new Error(`Two files would move to ${to}: ${targets.get(to)} and ${from}`);
  if (exists(to) && !moves.has(to)) throw new Error(`${from} would move onto ${to}, which exists`);
  targets.set(to, from);
}

say(`reorganise: ${moves.size} files to move (${notes.done.length} of the mapping moved already).`);
if (notes.byFolder.length) say(`Not in moves.json, moved with their folder:\n  ${notes.byFolder.join("\n  ")}`);
if (notes.testsBeside.length) say(`Not in moves.json, moved beside the file they test:\n  ${notes.testsBeside.join("\n  ")}`);
if (notes.gone.length) say(`In moves.json but in neither place (skipped):\n  ${notes.gone.join("\n  ")}`);
if (routeUiLeft.length) say(`Route-local components left where they are:\n  ${routeUiLeft.join("\n  ")}`);
if (leftBehind.length) {
  say(`\nThese files would stay in folders that must go; add each to scripts/reorganise/moves.json:`);
  for (const file of leftBehind) say(`  "${file}": "app/<capability>/${path.posix.basename(file)}",`);
  process.exit(1);
}

// ── 2. Every specifier, resolved in the tree as it is ─────────────────────────────────────────────────────────────
const codeFiles = listCodeFiles(ROOT, [...present]).filter((file) => !NOT_REWRITTEN[0].test(file));
const references = new Map(); // file (old path) → [{ start, end, specifier, target }]
for (const file of codeFiles) {
  const text = fs.readFileSync(abs(file), "utf8");
  const found = [];
  for (const item of findSpecifiers(text)) {
    const target = resolveSpecifier(item.specifier, file, exists);
    if (target) found.push({ ...item, target });
  }
  if (found.length) references.set(file, found);
}
const newPath = (file) => moves.get(file) ?? file;

if (dryRun) {
  const rewritten = [...references].filter(([file, found]) => moves.has(file) || found.some((item) => moves.has(item.target)));
  say(`Dry run: ${rewritten.length} files would have specifiers rewritten. Nothing changed.`);
  process.exit(0);
}

// ── 3. The moves ──────────────────────────────────────────────────────────────────────────────────────────────────
// As `git mv` does, but one `git add` for all: git sees each pair as a rename.
const staged = new Set(git("ls-files").split("\n"));
const toStage = [];
for (const [from, to] of [...moves].sort(([a], [b]) => a.localeCompare(b))) {
  fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
  fs.renameSync(abs(from), abs(to));
  if (staged.has(from)) toStage.push(from, to);
}
for (let i = 0; i < toStage.length; i += 200) git("add", "-A", "--", ...toStage.slice(i, i + 200));
removeEmptyFolders(FOLDERS_THAT_GO.concat(["app/routes/admin/ui/", "app/routes/dashboard/ui/", "app/ui/"]));
const changed = new Set();

// ── 4a. Specifiers that name a moved file, or that a moved file writes ───────────────────────────────────────────────
for (const [file, found] of references) {
  const importer = newPath(file);
  const edits = [];
  for (const item of found) {
    if (!moves.has(file) && !moves.has(item.target)) continue;
    const specifier = respell(item.specifier, item.target, importer, newPath(item.target));
    if (specifier !== item.specifier) edits.push({ start: item.start, end: item.end, text: specifier });
  }
  if (edits.length) {
    writeEdits(importer, edits);
    changed.add(importer);
  }
}

// ── 4b. Imports from outside a module go through its entry files ───────────────────────────────────────────────────
const allFiles = new Set([...present].map(newPath));
const entryPlan = planEntryImports({
  files: listCodeFiles(ROOT, [...allFiles]),
  read: (file) => fs.readFileSync(abs(file), "utf8"),
  exists: (file) => allFiles.has(file) || isFile(file),
  resolve: resolveSpecifier,
});
for (const problem of entryPlan.problems) say(`Needs a hand: ${problem}`);
for (const [file, text] of entryPlan.rewrites) {
  fs.writeFileSync(abs(file), text);
  changed.add(file);
}
for (const [entry, exports] of entryPlan.entries) {
  const before = fs.existsSync(abs(entry)) ? fs.readFileSync(abs(entry), "utf8") : null;
  const merged = readEntry(before ?? "");
  for (const [inner, names] of exports) {
    const kept = merged.get(inner) ?? new Map();
    for (const [name, typeOnly] of names) kept.set(name, (kept.get(name) ?? true) && typeOnly);
    merged.set(inner, kept);
  }
  const text = renderEntry(moduleOf(entry), entryKindOf(entry), merged);
  const unchanged = before !== null && renderEntry(moduleOf(entry), entryKindOf(entry), readEntry(before)) === text;
  if (!unchanged) {
    fs.writeFileSync(abs(entry), text);
    changed.add(entry);
    if (before === null) git("add", "--", entry);
  }
}

// ── 5. Old paths written out in configs, comments and docs ─────────────────────────────────────────────────────────
const oldPaths = [...moves.keys()].sort((a, b) => b.length - a.length);
// (With nothing moved, a pattern that can never match: an empty alternation would match everywhere.)
const pathPattern = new RegExp(
  oldPaths.length ? `(?<![\\w/.-])(\\.\\/)?(${oldPaths.map(escapeRegExp).join("|")})(?![\\w.-])` : "(?!)",
  "g",
);
const readmeMentions = [];
for (const file of [...allFiles].sort()) {
  if (!TEXT_EXTENSIONS.some((ext) => file.endsWith(ext)) || !fs.existsSync(abs(file))) continue;
  const text = fs.readFileSync(abs(file), "utf8");
  if (!pathPattern.test(text)) continue;
  pathPattern.lastIndex = 0;
  if (file === "README.md") {
    readmeMentions.push(...new Set(text.match(pathPattern)));
    continue;
  }
  if (NOT_REWRITTEN.some((pattern) => pattern.test(file))) continue;
  fs.writeFileSync(
    abs(file),
    text.replace(pathPattern, (_all, dot = "", old) => dot + moves.get(old)),
  );
  changed.add(file);
}
pathPattern.lastIndex = 0;

// ── 6. Formatting ─────────────────────────────────────────────────────────────────────────────────────────────────
const toFormat = [...changed].filter((file) => fs.existsSync(abs(file))).sort();
if (toFormat.length) {
  execFileSync(abs("node_modules/.bin/prettier"), ["--write", "--log-level", "warn", ...toFormat], {
    cwd: ROOT,
    stdio: "inherit",
  });
}
say(`Moved ${moves.size} files; rewrote ${changed.size} files; ${entryPlan.entries.size} entry files written or kept.`);
if (readmeMentions.length) say(`README.md still names moved files (left to its editor):\n  ${readmeMentions.join("\n  ")}`);
if (entryPlan.problems.length) process.exitCode = 1;

// ── helpers ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** The specifier that names `target` from `importer`, written the way `old` was (alias or relative, extension or not). */
function respell(old, oldTarget, importer, target) {
  const suffix = old.match(/[?#].*$/)?.[0] ?? "";
  const bare = old.slice(0, old.length - suffix.length);
  const ext = path.posix.extname(oldTarget);
  const namedIndex =
    /\/index\.[^/]+$/.test(oldTarget) && !bare.endsWith(path.posix.basename(oldTarget, ext)) && !bare.endsWith(ext);
  let spelled;
  if (namedIndex && /\/index\.[^/]+$/.test(target)) spelled = path.posix.dirname(target);
  else if (bare.endsWith(ext)) spelled = target;
  else spelled = target.slice(0, target.length - path.posix.extname(target).length);
  const inApp = (file) => file.startsWith("app/");
  const sameModule = inApp(importer) && inApp(target) && moduleOf(importer) === moduleOf(target) && moduleOf(target) !== null;
  let written;
  if (bare.startsWith("~/") && inApp(target)) written = "~/" + spelled.slice("app/".length);
  else {
    const relative = path.posix.relative(path.posix.dirname(importer), spelled);
    if (!relative.startsWith("..")) written = "./" + relative;
    else if (sameModule || !inApp(importer) || !inApp(target)) written = relative;
    else written = "~/" + spelled.slice("app/".length);
  }
  return written + suffix;
}

function writeEdits(file, edits) {
  let text = fs.readFileSync(abs(file), "utf8");
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  fs.writeFileSync(abs(file), text);
}

function removeEmptyFolders(folders) {
  for (const folder of folders) {
    if (!fs.existsSync(abs(folder))) continue;
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(dir, entry.name));
      if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
    };
    walk(abs(folder));
  }
}

function isFile(file) {
  return fs.statSync(abs(file), { throwIfNoEntry: false })?.isFile() ?? false;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
