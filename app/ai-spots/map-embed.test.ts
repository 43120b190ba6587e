import { describe, expect, it } from "vitest";
import { mapEmbedUrl, mapTarget } from "./map-embed";

const spot = { city: "Pune", state: "Maharashtra" };

describe("map embed rule (spec 3 §2.11)", () => {
  it("1. embeds a /place/ link by the place's name", () => {
    const mapLink = "https://www.google.com/maps/place/Brew+%26+Bytes+Cafe,+12th+Main+Rd,+Bengaluru/";
    expect(mapTarget({ ...spot, mapLink })).toEqual({ kind: "place", query: "Brew & Bytes Cafe, 12th Main Rd, Bengaluru" });
  });

  it("1. prefers the place over coordinates in the same link", () => {
    const mapLink = "https://www.google.com/maps/place/Connaught+Place,+New+Delhi/@28.6315,77.2167,16z";
    expect(mapTarget({ ...spot, mapLink })).toEqual({ kind: "place", query: "Connaught Place, New Delhi" });
  });

  it("2. centres on coordinates after @ at zoom 15", () => {
    const mapLink = "https://www.google.com/maps/@43.6465,-79.3871,17z";
    expect(mapTarget({ ...spot, mapLink })).toEqual({ kind: "centre", latitude: 43.6465, longitude: -79.3871 });
    expect(mapEmbedUrl({ ...spot, mapLink }, null)).toBe("https://www.google.com/maps?q=43.6465,-79.3871&z=15&output=embed");
    expect(mapEmbedUrl({ ...spot, mapLink }, "KEY")).toBe(
      "https://www.google.com/maps/embed/v1/view?key=KEY&center=43.6465,-79.3871&zoom=15",
    );
  });

  it("3. embeds the q parameter as a query", () => {
    const mapLink = "https://maps.google.com/?q=Spice+Route+Kitchen+Koregaon+Park+Pune";
    expect(mapTarget({ ...spot, mapLink })).toEqual({ kind: "place", query: "Spice Route Kitchen Koregaon Park Pune" });
    expect(mapEmbedUrl({ ...spot, mapLink }, null)).toBe(
      "https://www.google.com/maps?q=Spice%20Route%20Kitchen%20Koregaon%20Park%20Pune&output=embed",
    );
  });

  it("4. falls back to 'city, state' for a link with none of these, and for no link", () => {
    expect(mapTarget({ ...spot, mapLink: "https://goo.gl/maps/abc123" })).toEqual({ kind: "place", query: "Pune, Maharashtra" });
    expect(mapTarget({ ...spot, mapLink: null })).toEqual({ kind: "place", query: "Pune, Maharashtra" });
    expect(mapEmbedUrl({ ...spot, mapLink: null }, "K&Y")).toBe(
      "https://www.google.com/maps/embed/v1/place?key=K%26Y&q=Pune%2C%20Maharashtra",
    );
  });

  it("5. falls back to 'city, state' when the link cannot be parsed", () => {
    expect(mapTarget({ ...spot, mapLink: "not a link at all" })).toEqual({ kind: "place", query: "Pune, Maharashtra" });
    expect(mapTarget({ ...spot, mapLink: "https://www.google.com/maps/place/%E0%A4%A/" })).toEqual({
      kind: "place",
      query: "Pune, Maharashtra",
    });
    expect(mapTarget({ ...spot, mapLink: "https://www.google.com/maps/@999,999,17z" })).toEqual({
      kind: "place",
      query: "Pune, Maharashtra",
    });
  });

  it("escapes hostile text so it cannot leave the embed address", () => {
    const url = mapEmbedUrl({ mapLink: null, city: `"><script>alert(1)</script>`, state: "&key=stolen" }, null);
    expect(url).not.toContain("<script>");
    expect(url).not.toContain("&key=");
  });
});
