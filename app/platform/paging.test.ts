import { describe, expect, it } from "vitest";
import { pageHref, pageNumberFrom, pageWindow } from "./paging";

describe("paging a public list on the server", () => {
  it("finds the rows of a page and what the page says of them", () => {
    expect(pageWindow({ total: 70, requested: 1, pageSize: 24 })).toEqual({
      page: 1,
      pageCount: 3,
      offset: 0,
      limit: 24,
      firstItem: 1,
      lastItem: 24,
      total: 70,
    });
    expect(pageWindow({ total: 70, requested: 3, pageSize: 24 })).toMatchObject({
      page: 3,
      offset: 48,
      firstItem: 49,
      lastItem: 70,
    });
  });

  it("keeps a page number past the end, or below 1, on the nearest page", () => {
    expect(pageWindow({ total: 70, requested: 99, pageSize: 24 }).page).toBe(3);
    expect(pageWindow({ total: 70, requested: 0, pageSize: 24 }).page).toBe(1);
    expect(pageWindow({ total: 0, requested: 5, pageSize: 24 })).toMatchObject({
      page: 1,
      pageCount: 1,
      offset: 0,
      firstItem: 0,
      lastItem: 0,
    });
  });

  it("reads ?page= as a whole number from 1, anything else as 1", () => {
    for (const [query, page] of [
      ["", 1],
      ["page=2", 2],
      ["page=0", 1],
      ["page=-3", 1],
      ["page=2.5", 1],
      ["page=abc", 1],
      ["page=1e3", 1],
      ["page=123456789", 1],
    ] as const) {
      expect(pageNumberFrom(new URLSearchParams(query)), query).toBe(page);
    }
  });

  it("links to another page keeping every other parameter, and page 1 without ?page", () => {
    expect(pageHref("/library", new URLSearchParams("type=Book&q=ai&page=2"), 3)).toBe("/library?type=Book&q=ai&page=3");
    expect(pageHref("/library", new URLSearchParams("type=Book&page=2"), 1)).toBe("/library?type=Book");
    expect(pageHref("/ai-spots", new URLSearchParams(""), 1)).toBe("/ai-spots");
  });
});
