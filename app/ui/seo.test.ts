import { describe, expect, it } from "vitest";
import { siteConfig } from "~/content/site-config";
import { appUrlFrom, buildPageMeta, courseJsonLd, monthlyFee, organizationJsonLd } from "./seo";

describe("page metadata", () => {
  it("reads the public origin from the root loader data", () => {
    expect(appUrlFrom({ matches: [{ id: "root", loaderData: { appUrl: "https://academy.example/" } }] })).toBe(
      "https://academy.example",
    );
    expect(appUrlFrom({ matches: [undefined, { id: "routes/x", loaderData: {} }] })).toBe("http://localhost:3000");
  });

  it("gives title, description, canonical and Open Graph tags", () => {
    const tags = buildPageMeta("https://academy.example", {
      title: "Masterclass",
      description: "Two hours, live.",
      path: "/masterclass",
    });
    expect(tags).toContainEqual({ title: `Masterclass | ${siteConfig.name}` });
    expect(tags).toContainEqual({ name: "description", content: "Two hours, live." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://academy.example/masterclass" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://academy.example/masterclass" });
    expect(tags).toContainEqual({ property: "og:title", content: `Masterclass | ${siteConfig.name}` });
    expect(tags).toContainEqual({ property: "og:description", content: "Two hours, live." });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
  });

  it("does not repeat the site name in the title", () => {
    const tags = buildPageMeta("https://a.example", {
      title: `${siteConfig.name}: live AI courses`,
      description: "d",
      path: "/",
    });
    expect(tags).toContainEqual({ title: `${siteConfig.name}: live AI courses` });
  });

  it("adds JSON-LD blocks", () => {
    const organization = organizationJsonLd("https://a.example");
    const tags = buildPageMeta("https://a.example", { title: "Home", description: "d", path: "/", jsonLd: [organization] });
    expect(tags).toContainEqual({ "script:ld+json": organization });
    expect(organization).toMatchObject({ "@type": "Organization", name: siteConfig.name, url: "https://a.example/" });
  });

  it("gives a monthly fee as a price per month, billed for the course's months, in each currency the page shows", () => {
    const course = courseJsonLd("https://a.example", {
      name: "Agentic AI Development",
      description: "d",
      path: "/courses/agentic-ai",
      price: monthlyFee({ inrPaise: 299_900, usdCents: 14_900 }, 4),
    });
    expect(course.offers).toEqual([
      {
        "@type": "Offer",
        category: "Paid",
        priceCurrency: "INR",
        url: "https://a.example/courses/agentic-ai",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "2999",
          priceCurrency: "INR",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "month" },
          billingDuration: { "@type": "QuantitativeValue", value: 4, unitCode: "MON", unitText: "months" },
        },
      },
      expect.objectContaining({
        priceCurrency: "USD",
        priceSpecification: expect.objectContaining({
          price: "149",
          referenceQuantity: expect.objectContaining({ unitCode: "MON" }),
        }),
      }),
    ]);
    // A monthly fee is never stated as the price of the whole course.
    for (const offer of course.offers as Array<Record<string, unknown>>) expect(offer).not.toHaveProperty("price");
  });

  it("gives a one-off price (the masterclass) as the offer's price", () => {
    const course = courseJsonLd("https://a.example", {
      name: "Masterclass",
      description: "d",
      path: "/masterclass",
      price: { kind: "whole", amounts: { inrPaise: 19_900, usdCents: 499 } },
    });
    expect(course).toMatchObject({ "@type": "Course", url: "https://a.example/masterclass" });
    expect(course.offers).toEqual([
      expect.objectContaining({ price: "199", priceCurrency: "INR" }),
      expect.objectContaining({ price: "4.99", priceCurrency: "USD" }),
    ]);
  });

  it("states no price at all for a page that shows none", () => {
    expect(courseJsonLd("https://a.example", { name: "x", description: "d", path: "/x" }).offers).toBeUndefined();
    expect(monthlyFee(null, 4)).toBeUndefined();
  });
});
