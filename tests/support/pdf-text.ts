// The text of a PDF as a reader would copy it, line by line, read with pdf.js (no system tools needed).
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// pdf.js reads the metrics of the standard fonts (Helvetica, …) from its own package.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 });
  const document = await loading.promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    // Items on one baseline make one line, left to right; lines from the top of the page down.
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    for (const [, items] of [...rows].sort(([a], [b]) => b - a)) {
      lines.push(
        items
          .sort((a, b) => a.x - b.x)
          .map((item) => item.text)
          .join(" ")
          .replace(/\s+/g, " "),
      );
    }
  }
  await loading.destroy();
  return lines.join("\n");
}
