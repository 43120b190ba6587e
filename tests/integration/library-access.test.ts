// The library's access tiers on the server (spec 3 §4, §6): for every tier and every kind of visitor, what the
// page's loader sends (never a URL the visitor may not open) and where /library/:id/open leads.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LibraryVisitor } from "~/library/library-access";
import { loader as libraryLoader } from "~/routes/community/library";
import { loader as openLoader } from "~/routes/community/library-open";
import { getAuth } from "~/accounts/auth/auth.server";
import { getConfig } from "~/platform/config.server";
import { enrolments, library, studentMasterTable } from "~/platform/db/schema";
import { addDaysToDate, indiaDate, indiaInstant } from "~/platform/india-time";
import type { LibraryCard, LibraryPage } from "~/library/load-library-page.server";
import { monthlyEnrolment } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";
import { verifyEmailThroughLink } from "../support/verified-account";

const testDb = useFreshDatabase();
const APP_URL = getConfig().appUrl;
const PASSWORD = "Library#Pass2026";
const suffix = randomUUID().slice(0, 8);

const TIERS = ["Anyone", "Signed Up User", "Enrolled Student", "Private", "Members Only"] as const;
type Tier = (typeof TIERS)[number];

const secretUrl = (tier: Tier) => `https://files.example.test/${suffix}/${tier.replace(/\s/g, "-").toLowerCase()}.pdf`;
const repoUrl = (tier: Tier) => `https://github.example.test/${suffix}/${tier.replace(/\s/g, "-").toLowerCase()}`;
const demoUrl = (tier: Tier) => `https://demo.example.test/${suffix}/${tier.replace(/\s/g, "-").toLowerCase()}`;
const itemIds = new Map<Tier, string>();

/** Expected outcome per tier and visitor (spec 3 §4): the label, and where the open route leads (403: nowhere). */
const EXPECTED: Record<Tier, Record<LibraryVisitor, { label: string; open: string | 403 }>> = {
  Anyone: {
    anonymous: { label: "Download", open: secretUrl("Anyone") },
    "signed-in": { label: "Download", open: secretUrl("Anyone") },
    enrolled: { label: "Download", open: secretUrl("Anyone") },
    paused: { label: "Download", open: secretUrl("Anyone") },
  },
  "Signed Up User": {
    anonymous: { label: "Sign In to Download", open: "/signin?redirectTo=%2Flibrary" },
    "signed-in": { label: "Download", open: secretUrl("Signed Up User") },
    enrolled: { label: "Download", open: secretUrl("Signed Up User") },
    paused: { label: "Download", open: secretUrl("Signed Up User") },
  },
  "Enrolled Student": {
    anonymous: { label: "Enroll to Access", open: "/signup?redirectTo=%2Flibrary" },
    "signed-in": { label: "Enroll to Access", open: "/courses" },
    enrolled: { label: "Download", open: secretUrl("Enrolled Student") },
    // An instalment unpaid past the grace period holds the tier until it is paid.
    paused: { label: "Access paused: Pay now", open: "/dashboard" },
  },
  Private: {
    anonymous: { label: "Enroll to Access", open: 403 },
    "signed-in": { label: "Enroll to Access", open: 403 },
    enrolled: { label: "Download", open: secretUrl("Private") },
    paused: { label: "Access paused: Pay now", open: "/dashboard" },
  },
  "Members Only": {
    anonymous: { label: "Restricted", open: 403 },
    "signed-in": { label: "Restricted", open: 403 },
    enrolled: { label: "Restricted", open: 403 },
    paused: { label: "Restricted", open: 403 },
  },
};

const cookies: Record<LibraryVisitor, string | undefined> = {
  anonymous: undefined,
  "signed-in": undefined,
  enrolled: undefined,
  paused: undefined,
};

async function accountCookie(email: string) {
  const auth = await getAuth();
  await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: "Library Visitor" } });
  const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  // The tiers follow the student record of a verified e-mail; the unverified case has its own test.
  await verifyEmailThroughLink(email, cookie);
  return cookie;
}

function get(path: string, cookie?: string) {
  return new Request(`${APP_URL}${path}`, { headers: cookie ? { cookie } : {} });
}

async function libraryPage(visitor: LibraryVisitor, query = "") {
  const result = (await libraryLoader({
    request: get(`/library${query}`, cookies[visitor]),
    params: {},
    context: {},
  } as never)) as {
    page: LibraryPage;
    visitor: LibraryVisitor;
  };
  return result;
}

function allCards(page: LibraryPage): LibraryCard[] {
  if (page.view === "filtered") return page.items;
  return page.groups.flatMap((group) => [...group.items, ...group.categories.flatMap((category) => category.items)]);
}

async function open(id: string, visitor: LibraryVisitor): Promise<{ status: number; location: string | null }> {
  try {
    const response = (await openLoader({
      request: get(`/library/${id}/open`, cookies[visitor]),
      params: { id },
      context: {},
    } as never)) as Response;
    return { status: response.status, location: response.headers.get("Location") };
  } catch (thrown) {
    const status = thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
    return { status: status ?? 500, location: null };
  }
}

beforeAll(async () => {
  for (const tier of TIERS) {
    const [row] = await testDb.db
      .insert(library)
      .values({
        publicationType: "GitHub",
        category: "Python",
        title: `${tier} repository ${suffix}`,
        authorTeam: "Test Team",
        level: "Beginner",
        url: secretUrl(tier),
        githubRepo: repoUrl(tier),
        demoUrl: demoUrl(tier),
        publicationDate: "2025-08-05",
        licenseSource: "MIT",
        tags: ["one", "two", "three", "four"],
        contributor: "External",
        access: tier,
        notes: `admin-only note ${suffix}`,
      })
      .returning({ id: library.id });
    itemIds.set(tier, row!.id);
  }
  cookies["signed-in"] = await accountCookie(`reader.${suffix}@example.com`);
  const studentEmail = `student.${suffix}@example.com`;
  cookies.enrolled = await accountCookie(studentEmail);
  // The student record decides enrolment, whatever the letter case of its e-mail.
  await testDb.db.insert(studentMasterTable).values({ email: studentEmail.toUpperCase(), studentName: "Enrolled Student" });
  // A monthly student whose instalment fell due 8 days ago: one day past the default 7-day grace period.
  const pausedEmail = `paused.${suffix}@example.com`;
  cookies.paused = await accountCookie(pausedEmail);
  await testDb.db.insert(studentMasterTable).values({ email: pausedEmail, studentName: "Paused Student" });
  await testDb.db
    .insert(enrolments)
    .values(monthlyEnrolment(pausedEmail, { lastPaidAt: indiaInstant(addDaysToDate(indiaDate(new Date()), -38), "10:00") }));
});

describe("library access tiers × visitors", () => {
  const visitors: LibraryVisitor[] = ["anonymous", "signed-in", "enrolled", "paused"];

  it.each(visitors)("the loader recognises the %s visitor", async (visitor) => {
    expect((await libraryPage(visitor)).visitor).toBe(visitor);
  });

  for (const tier of TIERS) {
    for (const visitor of visitors) {
      const expected = EXPECTED[tier][visitor];
      it(`${tier} item, ${visitor} visitor: '${expected.label}', open → ${expected.open}`, async () => {
        const { page } = await libraryPage(visitor);
        const card = allCards(page).find((candidate) => candidate.id === itemIds.get(tier));
        expect(card?.button.label).toBe(expected.label);

        const loaderJson = JSON.stringify(page);
        // The file's own URL is never in the page; downloads go through the open route.
        expect(loaderJson).not.toContain(secretUrl(tier));
        expect(loaderJson).not.toContain(`admin-only note ${suffix}`);
        const mayOpen = typeof expected.open === "string" && expected.open.startsWith("https://");
        // Other links of the item only reach visitors who may open it.
        expect(loaderJson.includes(repoUrl(tier))).toBe(mayOpen);
        expect(loaderJson.includes(demoUrl(tier))).toBe(mayOpen);

        const outcome = await open(itemIds.get(tier)!, visitor);
        if (expected.open === 403) expect(outcome).toEqual({ status: 403, location: null });
        else expect(outcome).toEqual({ status: 302, location: expected.open });
      });
    }
  }

  it("answers 404 for an unknown or malformed item id", async () => {
    expect((await open(randomUUID(), "enrolled")).status).toBe(404);
    expect((await open("not-an-id", "enrolled")).status).toBe(404);
    expect((await open("'; drop table library; --", "anonymous")).status).toBe(404);
  });

  it("never redirects to a stored link that is not a web address", async () => {
    const [row] = await testDb.db
      .insert(library)
      .values({
        publicationType: "Book",
        title: `Scripted ${suffix}`,
        authorTeam: "x",
        level: "Beginner",
        url: "javascript:alert(document.cookie)",
        publicationDate: "2024",
        licenseSource: "x",
        contributor: "External",
        access: "Anyone",
      })
      .returning({ id: library.id });
    expect((await open(row!.id, "anonymous")).status).toBe(404);
    await testDb.db.delete(library).where(eq(library.id, row!.id));
  });
});

describe("library listing on the server", () => {
  it("filters by type, category and search in the URL, as a flat list", async () => {
    const { page } = await libraryPage("anonymous", `?type=GitHub&category=Python&q=${encodeURIComponent("private repository")}`);
    expect(page.view).toBe("filtered");
    expect(allCards(page).map((card) => card.title)).toEqual([`Private repository ${suffix}`]);

    const byTag = await libraryPage("anonymous", `?q=FOUR`);
    expect(allCards(byTag.page)).toHaveLength(TIERS.length);

    const nothing = await libraryPage("anonymous", `?q=${encodeURIComponent("%_nothing like this")}`);
    expect(nothing.page.view === "filtered" && nothing.page.items).toEqual([]);
  });

  it("groups the 'All Types' view with at most 5 per category and restricted empty categories", async () => {
    const { page } = await libraryPage("anonymous");
    expect(page.view).toBe("grouped");
    if (page.view !== "grouped") return;
    const github = page.groups.find((group) => group.type === "GitHub")!;
    const python = github.categories.find((category) => category.category === "Python")!;
    expect(python.items).toHaveLength(5);
    expect(python.hiddenCount).toBe(0);
    expect(github.categories.find((category) => category.category === "Web / App")).toMatchObject({
      restricted: true,
      items: [],
    });
    expect(page.groups.find((group) => group.type === "Project")!.categories.every((category) => category.restricted)).toBe(true);
    expect(python.items[0]!.publicationDate).toBe("5 Aug 2025");
    expect(page.stats).toMatchObject({ total: TIERS.length, projectsAndRepos: TIERS.length, freeForEveryone: 1 });
  });

  it("shows more than 5 items of one category as hidden, not sent", async () => {
    await testDb.db.insert(library).values(
      Array.from({ length: 7 }, (_, index) => ({
        publicationType: "Book",
        category: "Python Programming",
        title: `Python book ${index} ${suffix}`,
        authorTeam: "x",
        level: "Beginner",
        url: `https://books.example.test/${index}`,
        publicationDate: "2024",
        licenseSource: "x",
        contributor: "External",
      })),
    );
    const { page } = await libraryPage("anonymous");
    if (page.view !== "grouped") throw new Error("expected the grouped view");
    const pythonBooks = page.groups
      .find((group) => group.type === "Book")!
      .categories.find((category) => category.category === "Python Programming")!;
    expect(pythonBooks.items).toHaveLength(5);
    expect(pythonBooks.hiddenCount).toBe(2);
  });
});
