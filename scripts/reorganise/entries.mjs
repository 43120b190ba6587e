// The modules' entry files (docs/decisions/0100-modules-by-capability.md): app/<m>/index.ts for pure rules and types,
// ui/index.ts for components, index.server.ts for server functions.
import path from "node:path";
import { findSpecifiers } from "./source-files.mjs";

const SHARED_FOLDERS = new Set(["routes", "ui", "content"]);
const ENTRY_FILES = { rules: "index.ts", ui: "ui/index.ts", server: "index.server.ts" };
const ENTRY_SPECIFIERS = { rules: (m) => `~/${m}`, ui: (m) => `~/${m}/ui`, server: (m) => `~/${m}/index.server` };

/** The module a file belongs to (its folder under app/), or null for routes, shared UI, content and the rest. */
export function moduleOf(file) {
  const match = file.match(/^app\/([^/]+)\//);
  return match && !SHARED_FOLDERS.has(match[1]) ? match[1] : null;
}

/** Server-only code: `*.server.ts(x)`, and the database and seed folders of the platform. */
export function isServerFile(file) {
  return /\.server\.tsx?$/.test(file) || /^app\/platform\/(db|seed)\//.test(file);
}

/** Which of its module's entries may hand this file's names to the outside. */
export function entryKindFor(file) {
  const module = moduleOf(file);
  if (isServerFile(file)) return "server";
  if (file.startsWith(`app/${module}/ui/`)) return "ui";
  return "rules";
}

export function entryFile(module, kind) {
  return `app/${module}/${ENTRY_FILES[kind]}`;
}

export function entryKindOf(file) {
  const module = moduleOf(file);
  return Object.keys(ENTRY_FILES).find((kind) => entryFile(module, kind) === file) ?? null;
}

const isTestFile = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.startsWith("tests/");
/** Code whose imports of a module must go through its entries: the app and the Express app, tests excepted. */
const keepsToEntries = (file) => (file.startsWith("app/") || file.startsWith("server/")) && !isTestFile(file);

/**
 * For every import from outside a module into one of its inner files: the file's new text (the import now names
 * the entry, and the imports of one entry are merged), and the names each entry must re-export, per inner file.
 */
export function planEntryImports({ files, read, exists, resolve }) {
  const rewrites = new Map();
  const entries = new Map(); // entry file → Map(inner specifier → Map(name → typeOnly))
  const problems = [];
  for (const file of files) {
    if (!keepsToEntries(file)) continue;
    const text = read(file);
    const edits = [];
    const entrySpecifiers = new Set();
    for (const item of findSpecifiers(text)) {
      const target = resolve(item.specifier, file, exists);
      const module = target && moduleOf(target);
      if (!module || moduleOf(file) === module || entryKindOf(target)) continue;
      const kind = entryKindFor(target);
      const clause = namedClause(text.slice(item.statementStart, item.end + 1));
      if (!clause) {
        problems.push(`${file}: "${item.specifier}" is not a named import or re-export; only those can go through an entry`);
        continue;
      }
      const entry = entryFile(module, kind);
      const inner = "./" + path.posix.relative(path.posix.dirname(entry), target).replace(/\.[cm]?[jt]sx?$/, "");
      const exported = entries.get(entry) ?? new Map();
      const names = exported.get(inner) ?? new Map();
      for (const { name, typeOnly } of clause.names) names.set(name, (names.get(name) ?? true) && typeOnly);
      exported.set(inner, names);
      entries.set(entry, exported);
      const specifier = ENTRY_SPECIFIERS[kind](module);
      entrySpecifiers.add(specifier);
      edits.push({ start: item.start, end: item.end, text: specifier });
    }
    if (!edits.length) continue;
    let next = text;
    for (const edit of edits.sort((a, b) => b.start - a.start))
      next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
    rewrites.set(file, mergeImports(next, entrySpecifiers));
  }
  for (const [entry, exported] of entries) {
    const seen = new Map();
    for (const [inner, names] of exported) {
      for (const name of names.keys()) {
        if (seen.has(name) && seen.get(name) !== inner)
          problems.push(`${entry}: "${name}" is exported by ${seen.get(name)} and ${inner}`);
        seen.set(name, inner);
      }
    }
  }
  return { rewrites, entries, problems };
}

/** `import { a, type B } from` / `export type { C } from`: the names, or null for any other form. */
function namedClause(statement) {
  const match = statement.match(/(?:^|[\s;])(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*["'][^"']+["']$/);
  if (!match) return null;
  const names = splitNames(match[3]).map((part) => {
    const typeOnly = Boolean(match[2]) || /^type\s/.test(part);
    const name = part
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/)[0]
      .trim();
    return { name, typeOnly, raw: part.replace(/^type\s+/, "") };
  });
  return { keyword: match[1], names };
}

function splitNames(list) {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Several `import { … } from "<entry>"` statements in one file become one, where the first stood. */
function mergeImports(text, specifiers) {
  let result = text;
  for (const specifier of specifiers) {
    const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`^import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["'];?[^\\S\\n]*\\n`, "gm");
    const statements = [...result.matchAll(pattern)];
    if (statements.length < 2) continue;
    const names = new Map();
    for (const statement of statements) {
      for (const part of splitNames(statement[2])) {
        const typeOnly = Boolean(statement[1]) || /^type\s/.test(part);
        const raw = part.replace(/^type\s+/, "");
        names.set(raw, (names.get(raw) ?? true) && typeOnly);
      }
    }
    const merged = importStatement(names, specifier) + "\n";
    for (const statement of statements.slice(1).reverse()) {
      result = result.slice(0, statement.index) + result.slice(statement.index + statement[0].length);
    }
    const first = statements[0];
    result = result.slice(0, first.index) + merged + result.slice(first.index + first[0].length);
  }
  return result;
}

function importStatement(names, specifier) {
  const sorted = [...names].sort(([a], [b]) => byName(a, b));
  const allTypes = sorted.every(([, typeOnly]) => typeOnly);
  const list = sorted.map(([raw, typeOnly]) => (typeOnly && !allTypes ? `type ${raw}` : raw)).join(", ");
  return `import ${allTypes ? "type " : ""}{ ${list} } from "${specifier}";`;
}

/** The re-exports an entry file holds now: inner specifier → (name → typeOnly). */
export function readEntry(text) {
  const exported = new Map();
  for (const match of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const names = exported.get(match[3]) ?? new Map();
    for (const part of splitNames(match[2])) {
      const typeOnly = Boolean(match[1]) || /^type\s/.test(part);
      names.set(
        part
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]
          .trim(),
        typeOnly,
      );
    }
    exported.set(match[3], names);
  }
  return exported;
}

const HEADERS = {
  rules: (m) => `// ${m}: its rules and types, for any code (browser and server alike).`,
  ui: (m) => `// ${m}: its components, for the routes and components that show them.`,
  server: (m) => `// ${m}: its server functions, for routes' loaders and actions, jobs and other modules' server code.`,
};

/** An entry file's text: what other code may use of the module, one line per inner file, in a fixed order. */
export function renderEntry(module, kind, exported) {
  const lines = [
    HEADERS[kind](module),
    "// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.",
    "",
  ];
  for (const [inner, names] of [...exported].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...names].sort(([a], [b]) => byName(a, b));
    const allTypes = sorted.every(([, typeOnly]) => typeOnly);
    const list = sorted.map(([name, typeOnly]) => (typeOnly && !allTypes ? `type ${name}` : name)).join(", ");
    lines.push(`export ${allTypes ? "type " : ""}{ ${list} } from "${inner}";`);
  }
  return lines.join("\n") + "\n";
}

function byName(a, b) {
  return a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0);
}
