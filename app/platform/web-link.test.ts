import { describe, expect, it } from "vitest";
import { httpsImageUrlOrNull, httpUrlOrNull, IMAGE_LINK_HTTPS_MESSAGE, isUuid } from "./web-link";

describe("links people typed", () => {
  it("keeps http and https addresses", () => {
    expect(httpUrlOrNull(" https://example.com/a?b=c ")).toBe("https://example.com/a?b=c");
    expect(httpUrlOrNull("http://example.com")).toBe("http://example.com");
  });

  it("drops scripts, data, relative paths and nonsense", () => {
    expect(httpUrlOrNull("javascript:alert(1)")).toBeNull();
    expect(httpUrlOrNull("JaVaScRiPt:alert(1)")).toBeNull();
    expect(httpUrlOrNull("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(httpUrlOrNull("/library")).toBeNull();
    expect(httpUrlOrNull("not a url")).toBeNull();
    expect(httpUrlOrNull("")).toBeNull();
    expect(httpUrlOrNull(null)).toBeNull();
  });

  it("shows pictures from https addresses only, as the page's content security policy allows", () => {
    expect(httpsImageUrlOrNull(" https://images.example/cafe.jpg ")).toBe("https://images.example/cafe.jpg");
    expect(httpsImageUrlOrNull("http://images.example/cafe.jpg")).toBeNull();
    expect(httpsImageUrlOrNull("javascript:alert(1)")).toBeNull();
    expect(IMAGE_LINK_HTTPS_MESSAGE).toMatch(/https:\/\//);
  });

  it("recognises ids", () => {
    expect(isUuid("8d1f3f0e-2f4c-4c4b-9d2e-0b8f5e6a7c11")).toBe(true);
    expect(isUuid("8d1f3f0e")).toBe(false);
    expect(isUuid("'; drop table library; --")).toBe(false);
  });
});
