// Page metadata for search engines and link previews: title, description, canonical URL, Open Graph,
// and JSON-LD. Route modules call `pageMeta(args, {...})` from their `meta` export.
import type { MetaDescriptor } from "react-router";
import type { CourseWithPage } from "~/content/courses";
import { siteConfig } from "~/content/site-config";
import { decimalAmount, type DualPrice } from "~/payments";
import type { Currency } from "~/platform";

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  /** One or two sentences, ideally 70–160 characters. */
  description: string;
  /** Canonical path of the page, e.g. "/courses/agentic-ai". */
  path: string;
  /** Open Graph type; "website" unless said otherwise. */
  type?: "website" | "article";
  /** Structured data blocks (schema.org objects built with the helpers below). */
  jsonLd?: JsonLd[];
}

export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/** What a meta function receives; only the root match is read (its loader gives `appUrl`). */
export interface MetaMatchesArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

const FALLBACK_APP_URL = "http://localhost:3000";

/** The public origin (APP_URL) from the root loader, without a trailing slash. */
export function appUrlFrom(args: MetaMatchesArgs): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { appUrl?: unknown } | undefined;
  return typeof root?.appUrl === "string" ? root.appUrl.replace(/\/$/, "") : FALLBACK_APP_URL;
}

export function absoluteUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Every tag a public page needs. */
export function buildPageMeta(appUrl: string, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(appUrl, page.path);
  const title = page.title.includes(siteConfig.name) ? page.title : `${page.title} | ${siteConfig.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  for (const block of page.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** For a route module: `export const meta = (args) => pageMeta(args, {...})`. */
export function pageMeta(args: MetaMatchesArgs, page: PageSeo): MetaDescriptor[] {
  return buildPageMeta(appUrlFrom(args), page);
}

export function organizationJsonLd(appUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: absoluteUrl(appUrl, "/"),
    logo: absoluteUrl(appUrl, "/favicon.svg"),
    email: siteConfig.supportEmail,
    telephone: siteConfig.phoneE164,
    sameAs: [siteConfig.socialUrl],
    address: siteConfig.address,
    founder: { "@type": "Person", name: siteConfig.instructorName, jobTitle: siteConfig.instructorTitle },
  };
}

/**
 * A course's price as its page states it. `monthly`: a fee per month, billed for `months` months (spec 1 §9:
 * 4-month courses bill monthly); `whole`: one price for the whole course or session (the masterclass).
 */
export type CoursePrice = { kind: "monthly"; months: number; amounts: DualPrice } | { kind: "whole"; amounts: DualPrice };

/** A monthly fee billed for `months` months, or nothing when the page shows no price. */
export function monthlyFee(amounts: DualPrice | null | undefined, months: number): CoursePrice | undefined {
  return amounts ? { kind: "monthly", months, amounts } : undefined;
}

export interface CourseJsonLdInput {
  name: string;
  description: string;
  /** Path of the page that describes the course. */
  path: string;
  /** Only a price the page itself shows, with its unit; omitted when the page shows none. */
  price?: CoursePrice;
  /** "P4M" for four months, "PT2H" for two hours (ISO 8601). */
  duration?: string;
  /** "Online" (live sessions) unless said otherwise. */
  courseMode?: string;
}

const months = (value: number, unitText: string): JsonLd => ({ "@type": "QuantitativeValue", value, unitCode: "MON", unitText });

function courseOffer(price: CoursePrice, currency: Currency, minor: number, url: string): JsonLd {
  const amount = decimalAmount(minor);
  if (price.kind === "whole") return { "@type": "Offer", category: "Paid", price: amount, priceCurrency: currency, url };
  // A monthly fee is a unit price per month (UN/CEFACT "MON"), never the price of the whole course.
  return {
    "@type": "Offer",
    category: "Paid",
    priceCurrency: currency,
    url,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: amount,
      priceCurrency: currency,
      referenceQuantity: months(1, "month"),
      billingDuration: months(price.months, "months"),
    },
  };
}

/** schema.org Course with one offer in INR and one in USD, when the page shows a price. */
export function courseJsonLd(appUrl: string, course: CourseJsonLdInput): JsonLd {
  const url = absoluteUrl(appUrl, course.path);
  const block: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.name,
    description: course.description,
    url,
    inLanguage: "en",
    provider: { "@type": "Organization", name: siteConfig.name, sameAs: absoluteUrl(appUrl, "/") },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: course.courseMode ?? "Online",
      ...(course.duration ? { courseWorkload: course.duration } : {}),
      instructor: { "@type": "Person", name: siteConfig.instructorName },
    },
  };
  if (course.price) {
    block.offers = [
      courseOffer(course.price, "INR", course.price.amounts.inrPaise, url),
      courseOffer(course.price, "USD", course.price.amounts.usdCents, url),
    ];
  }
  return block;
}

/** A course's own page: its tags and its Course block, both at the page's path. */
export function coursePageMeta(args: MetaMatchesArgs, page: PageSeo, course: Omit<CourseJsonLdInput, "path">) {
  return pageMeta(args, { ...page, jsonLd: [courseJsonLd(appUrlFrom(args), { ...course, path: page.path })] });
}

/** A four-month course's own page: its search words and Course data, from the catalogue's entry. */
export function monthlyCoursePageMeta(args: MetaMatchesArgs, course: CourseWithPage) {
  return coursePageMeta(
    args,
    { ...course.seo, path: course.href },
    { name: course.title, description: course.description, price: monthlyFee(course.pricePerMonth, 4), duration: "P4M" },
  );
}
