import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Award, CalendarDays, CirclePlay, Star } from "lucide-react";
import { describe, expect, it } from "vitest";
import { staticIcon } from "~/ui/static-icon";
import { iconDrawing, staticLucideIcons } from "./static-lucide-icons";

// lucide also writes an alias's class (lucide-play-circle beside lucide-circle-play); the site's CSS uses neither.
const withoutAliasClasses = (markup: string) => markup.replace(/ lucide-play-circle/g, "");

describe("build-time lucide icons", () => {
  const cases = [
    { lucide: Star, name: "star" },
    { lucide: CirclePlay, name: "circle-play" },
    { lucide: Award, name: "award" },
    { lucide: CalendarDays, name: "calendar-days" },
  ];

  it("draws exactly what lucide-react draws, for the props the site passes", async () => {
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
        expect(renderToStaticMarkup(createElement(Icon, props))).toBe(
          withoutAliasClasses(renderToStaticMarkup(createElement(lucide, props))),
        );
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
