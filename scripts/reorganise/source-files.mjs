// Reading the repository's import specifiers and resolving them to files: the part of the reorganisation that knows
// how this project names its modules (`~/` is app/, relative paths, extensions left out). Plain Node, no packages.
import fs from "node:fs";
import path from "node:path";

/** Where code that imports other code lives; configs at the root are read too. */
export const CODE_ROOTS = ["app", "server", "tests", "bench", "scripts", "vite-plugins"];
export const CODE_EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".jsx"];
const RESOLVE_EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".jsx", ".json", ".d.ts"];

/**
 * Every import specifier in a source text, with its place (imports, re-exports, `import()`, `require`, `vi.mock`).
 * Comments are blanked first so that a commented-out import is not taken for one.
 */
export function findSpecifiers(text) {
  const code = blankComments(text);
  const found = [];
  const patterns = [
    // import … from "x" / export … from "x" (the clause may span lines; it holds no quotes or semicolons)
    /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,?\s*)?(?:\{[^}'"`;]*\}|\*(?:\s+as\s+[\w$]+)?)?\s*from\s*(["'])([^"'\n]+)\1/g,
    // import "x"
    /(?:^|[\s;])import\s*(["'])([^"'\n]+)\1/g,
    // import("x"), require("x"), vi.mock("x"), vi.doMock("x"), vi.importActual("x")
    /(?:\bimport|\brequire|\bvi\.(?:mock|doMock|unmock|importActual|importMock))\s*\(\s*(["'])([^"'\n]+)\1/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[2];
      const end = match.index + match[0].length - 1; // the closing quote
      const start = end - specifier.length;
      found.push({ specifier, start, end, statementStart: match.index });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found.filter((item, index) => index === 0 || item.start !== found[index - 1].start);
}

/** The text with comments replaced by spaces (strings and template literals kept), so offsets stay the same. */
export function blankComments(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1];
    if (char === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      out += " ".repeat(stop - i);
      i = stop;
    } else if (char === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (char === '"' || char === "'" || char === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== char) {
        if (text[j] === "\\") j++;
        else if (char !== "`" && text[j] === "\n") break;
        j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

/**
 * The repository file a specifier names, seen from `importer` (both relative to the root), or null for a package,
 * a virtual module or a generated file. `exists` answers whether a path (relative to the root) is a file.
 */
export function resolveSpecifier(specifier, importer, exists) {
  const bare = specifier.replace(/[?#].*$/, "");
  let base;
  if (bare.startsWith("~/")) base = path.posix.join("app", bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) base = path.posix.join(path.posix.dirname(importer), bare);
  else return null;
  if (base.startsWith("..")) return null;
  const candidates = [base, ...RESOLVE_EXTENSIONS.map((ext) => base + ext)];
  // TypeScript's convention: "./x.js" may name x.ts.
  if (/\.(js|mjs)$/.test(base)) candidates.push(base.replace(/\.m?js$/, ".ts"), base.replace(/\.m?js$/, ".tsx"));
  candidates.push(...RESOLVE_EXTENSIONS.map((ext) => path.posix.join(base, "index" + ext)));
  return candidates.find((candidate) => exists(candidate)) ?? null;
}

/** Every tracked or new file under the code roots and the root's configs, relative to the root, sorted. */
export function listCodeFiles(root, trackedFiles) {
  return trackedFiles
    .filter((file) => fs.existsSync(path.join(root, file)))
    .filter((file) => CODE_EXTENSIONS.some((ext) => file.endsWith(ext)))
    .filter((file) => CODE_ROOTS.some((dir) => file.startsWith(dir + "/")) || !file.includes("/"))
    .sort();
}
