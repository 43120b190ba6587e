import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BriefText } from "./brief-text";

const render = (text: string) => renderToStaticMarkup(createElement(BriefText, { text }));

describe("a brief as HTML", () => {
  it("escapes markup, keeps line breaks and links only https addresses", () => {
    const html = render('<img src=x onerror="alert(1)">\nSee https://example.com/a?b=1&c=2 or javascript:alert(1)');
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<br/>See ");
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).not.toContain("<img");
    expect(html).not.toContain('href="javascript');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
