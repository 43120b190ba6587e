// Build-time icons: every `import { Star, … } from "lucide-react"` in the site's own code becomes one
// import per icon of a small module made here, `staticIcon("star", "<path d=…></path>", "Star")` (app/ui/static-icon.tsx),
// with the icon's drawing taken from lucide-react's own data. Server and browser builds both use it, so what the
// server renders is what the browser hydrates. lucide-react stays the source of the drawings and of the names.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:static-icon/";
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** lucide-react's export names (Star, StarIcon, LucideStar, …) and the file of the icon each names. */
function lucideExports(lucideIndex: string): Map<string, string> {
  const files = new Map<string, string>();
  const line = /^export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';$/gm;
  for (const [, names, file] of fs.readFileSync(lucideIndex, "utf8").matchAll(line)) {
    for (const name of names!.split(",")) files.set(name.replace(/^\s*default as\s+/, "").trim(), file!);
  }
  return files;
}

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** An icon's drawing as SVG markup: `<path d="…"></path><circle …></circle>`. */
function drawingMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${kebab(name)}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

const lucideEsm = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")), "dist", "esm");

/** The drawing of one of lucide's icons (its file name: "star", "circle-play"), from lucide-react's own data. */
export async function iconDrawing(iconFile: string): Promise<string> {
  const iconModule = path.join(lucideEsm, "icons", `${iconFile}.mjs`);
  const { __iconData } = (await import(pathToFileURL(iconModule).href)) as { __iconData: { node: IconNode } };
  return drawingMarkup(__iconData.node);
}

export function staticLucideIcons(): Plugin {
  let exported: Map<string, string> | undefined;
  return {
    name: "static-lucide-icons",
    // After TypeScript is stripped: `type LucideIcon` imports are gone, only values are left to rewrite.
    enforce: "post",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (file.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(file) || !code.includes("lucide-react")) return null;
      exported ??= lucideExports(path.join(lucideEsm, "lucide-react.mjs"));
      const icons = exported;
      const rewritten = code.replace(LUCIDE_IMPORT, (statement, specifiers: string) => {
        const imports = specifiers
          .split(",")
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim()) as [string, string?];
            const iconFile = icons.get(imported);
            return iconFile ? `import ${local} from "${VIRTUAL}${iconFile}";` : null;
          });
        // Anything that is not an icon (createLucideIcon, the context…) keeps coming from lucide-react itself.
        return imports.every(Boolean) ? imports.join("") : statement;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const iconFile = id.slice(VIRTUAL.length + 1);
      const displayName = iconFile.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());
      const drawing = await iconDrawing(iconFile);
      return [
        `import { staticIcon } from "~/ui/static-icon";`,
        `export default staticIcon(${JSON.stringify(iconFile)}, ${JSON.stringify(drawing)}, ${JSON.stringify(displayName)});`,
      ].join("\n");
    },
  };
}
