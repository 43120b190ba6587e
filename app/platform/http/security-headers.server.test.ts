import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createCspNonce, inlineScriptHashes } from "./security-headers.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSrc = (csp: string) => /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1];

describe("the Content-Security-Policy", () => {
  it("allows no inline script unless a nonce or hashes are named, and never 'unsafe-inline'", () => {
    expect(scriptSrc(contentSecurityPolicy({ isProduction: false }))).toBe("'self' https://checkout.razorpay.com");
    expect(scriptSrc(contentSecurityPolicy({ isProduction: false }, { nonce: "abc" }))).toBe(
      "'self' https://checkout.razorpay.com 'nonce-abc'",
    );
    const hashed = contentSecurityPolicy({ isProduction: true }, { hashes: ["'sha256-x'", "'sha256-y'"] });
    expect(scriptSrc(hashed)).toBe("'self' https://checkout.razorpay.com 'sha256-x' 'sha256-y'");
    expect(hashed).toContain("upgrade-insecure-requests");
    expect(hashed).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("gives each response a nonce of its own", () => {
    const nonces = new Set(Array.from({ length: 50 }, createCspNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w+/]{22}==$/);
  });

  it("hashes a document's inline scripts, as browsers do, but not its files or data blocks", () => {
    const html = [
      `<script>window.a = "é";</script>`,
      `<script type="module" async="">import "/assets/x.js";</script>`,
      `<script src="/assets/y.js"></script>`,
      `<script type="application/ld+json">{"@type":"Course"}</script>`,
      `<noscript><script>held()</script></noscript>`,
      `<script>window.a = "é";</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(`window.a = "é";`), sha256(`import "/assets/x.js";`), sha256("held()")]);
  });
});
