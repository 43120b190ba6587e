import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Award, CalendarDays, CirclePlay, Star } from "lucide-react";
import { describe, expect, it } from "vitest";
import { staticIcon } from "~/ui/static-icon";
import { iconDrawing, staticLucideIcons } from "./static-lucide-icons";

// lucide also writes an alias's class (lucide-play-circle beside lucide-circle-play); the site's CSS uses neither.
const withoutAliasClasses = (markup: string) => markup.replace(/ lucide-play-circle/g, "");

/** An `<svg …>…</svg>`'s attributes and drawing. */
function parseSvg(markup: string) {
  const [, opening, drawing] = /^<svg([^>]*)>(.*)<\/svg>$/.exec(markup)!;
  const attributes = Object.fromEntries(
    [...opening!.matchAll(/ ([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
  return { attributes, drawing: drawing! };
}

/** The declarations of a stylesheet's `.lucide { … }` rule: property → value. */
function lucideRule(css: string): Record<string, string> {
  const body = /\.lucide\s*\{([^}]*)\}/.exec(css)![1]!;
  return Object.fromEntries(
    body
      .split(";")
      .map((declaration) => declaration.split(":").map((part) => part.trim()))
      .filter(([property]) => property)
      .map(([property, value]) => [property!, value!]),
  );
}

const PRESENTATION = ["width", "height", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];

describe("build-time lucide icons", () => {
  const cases = [
    { lucide: Star, name: "star" },
    { lucide: CirclePlay, name: "circle-play" },
    { lucide: Award, name: "award" },
    { lucide: CalendarDays, name: "calendar-days" },
  ];
  const siteRule = lucideRule(fs.readFileSync(path.join(import.meta.dirname, "../app/app.css"), "utf8"));

  it("draws what lucide-react draws, its presentation given once by the site's stylesheet, for the props the site passes", async () => {
    const propsTried = [
      { className: "h-4 w-4 text-brand-700", "aria-hidden": "true" as const },
      { className: "size-4 fill-amber-400" },
      { className: "size-4 transition-transform " },
      { "aria-label": "Rating", role: "img" },
      { size: 16, strokeWidth: 1.5 },
    ];
    for (const { lucide, name } of cases) {
      const Icon = staticIcon(name, await iconDrawing(name), "Icon");
      for (const props of propsTried) {
        const ours = parseSvg(renderToStaticMarkup(createElement(Icon, props)));
        const theirs = parseSvg(withoutAliasClasses(renderToStaticMarkup(createElement(lucide, props))));
        expect(ours.drawing).toBe(theirs.drawing);
        // The same class, view box and accessible name or hiding; nothing else on the element but a style.
        const { style, ...rest } = ours.attributes;
        const { xmlns, ...theirsKept } = theirs.attributes;
        expect(xmlns).toBe("http://www.w3.org/2000/svg"); // implied in HTML
        for (const property of PRESENTATION) delete theirsKept[property];
        expect(rest).toEqual(theirsKept);
        // Each presentation attribute of lucide's comes out the same from the element's style or the site's rule.
        const inline = Object.fromEntries(
          (style ?? "")
            .split(";")
            .filter(Boolean)
            .map((declaration) => declaration.split(":") as [string, string]),
        );
        for (const property of PRESENTATION) {
          const value = inline[property] ?? siteRule[property];
          expect(value?.replace(/px$/, ""), `${name} ${property} with ${JSON.stringify(props)}`).toBe(
            theirs.attributes[property],
          );
        }
      }
    }
  });

  it("rewrites the site's lucide-react imports, one module per icon, and leaves other imports alone", () => {
    const plugin = staticLucideIcons();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = `import { Star, PlayCircle as Play } from "lucide-react";\nimport { useState } from "react";\n`;
    const result = transform.call({}, code, "/site/app/routes/page.tsx");
    expect(result?.code).toBe(
      `import Star from "virtual:static-icon/star";import Play from "virtual:static-icon/circle-play";\nimport { useState } from "react";\n`,
    );
    // Not an icon: the statement stays as it is.
    expect(transform.call({}, `import { createLucideIcon } from "lucide-react";`, "/site/app/x.ts")).toBeNull();
    // lucide-react's own files and other packages are not touched.
    expect(transform.call({}, code, "/site/node_modules/lucide-react/dist/esm/x.mjs")).toBeNull();
  });
});
