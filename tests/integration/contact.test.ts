import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/marketing/contact";
import { contactSubmissions, emailOutbox } from "~/platform/db/schema";
import { siteConfig } from "~/content/site-config";
import { expectReportedFailure, watchErrorLog } from "../support/safe-failures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();

function postContact(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: "http://localhost:3000" },
  });
  return action({ request, params: {}, context: {} } as never);
}

/** The action answers either a redirect Response or `data()`; normalise both. */
async function outcome(result: unknown) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  const { data, init } = result as { data: { error: string; values: Record<string, string> }; init?: { status?: number } };
  return { status: init?.status ?? 200, ...data };
}

const valid = {
  name: "Meera Iyer",
  email: "Meera.Iyer@Example.com ",
  mobile: "+91 91234 56789",
  purpose: "request_referral_commission",
  additional_details: "",
};

describe("contact form: route → server function → database", () => {
  it("stores the enquiry with empty details as null, queues the notification and redirects", async () => {
    const result = await outcome(await postContact(valid));
    expect(result).toEqual({ status: 302, location: "/contact-success" });

    const [saved] = await testDb.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "meera.iyer@example.com"));
    expect(saved).toMatchObject({
      name: "Meera Iyer",
      mobile: "+91 91234 56789",
      purpose: "request_referral_commission",
      additionalDetails: null,
    });

    const [notification] = await testDb.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(notification!.toAddress).toBe(siteConfig.supportEmail);
    expect(notification!.subject).toContain("Request for referral commission payout");
    expect(notification!.textBody).toContain("Meera Iyer");
  });

  // spec 2 §5: "name, email, mobile and purpose required"; the mobile input is tel-typed, with no format to meet.
  it.each(["98450 22222 (WhatsApp)", "080-2345678", "+44 (0)20 7946 0958"])(
    "stores the mobile %s as typed and redirects",
    async (mobile) => {
      const email = `mobile.${mobile.replace(/\D/g, "")}@example.com`;
      expect(await outcome(await postContact({ ...valid, email, mobile }))).toEqual({
        status: 302,
        location: "/contact-success",
      });
      const [saved] = await testDb.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
      expect(saved?.mobile).toBe(mobile);
    },
  );

  it("refuses an e-mail an email-typed input would not take, with the message, saving nothing", async () => {
    const before = await testDb.db.select().from(contactSubmissions);
    const result = await outcome(await postContact({ ...valid, email: "meera@" }));
    expect(result).toMatchObject({ status: 400, error: "Please enter a valid email address", values: { email: "meera@" } });
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(before.length);
  });

  it("keeps what was typed and saves nothing when a required field is missing", async () => {
    const before = await testDb.db.select().from(contactSubmissions);
    const result = await outcome(await postContact({ ...valid, mobile: "" }));
    expect(result.status).toBe(400);
    expect(result).toMatchObject({ error: "Please fill in all required fields", values: { name: "Meera Iyer" } });
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(before.length);
  });

  it("stores hostile text as plain text", async () => {
    const payload = `<script>alert(1)</script>'; drop table contact_submissions; --`;
    await postContact({ ...valid, email: "hostile@example.com", additional_details: payload });
    const [saved] = await testDb.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, "hostile@example.com"));
    expect(saved!.additionalDetails).toBe(payload);
  });

  it("quietly drops a submission whose honeypot field is filled", async () => {
    const before = await testDb.db.select().from(contactSubmissions);
    const result = await outcome(await postContact({ ...valid, email: "bot@example.com", website: "http://spam.example" }));
    expect(result.status).toBe(302);
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(before.length);
  });

  it("reports a database failure with the spec's message, a reference instead of the database's words, and keeps the values", async () => {
    await testDb.db.execute("alter table contact_submissions rename to contact_submissions_away" as never);
    const errorLog = watchErrorLog();
    try {
      const result = await outcome(await postContact({ ...valid, email: "later@example.com" }));
      expect(result.status).toBe(500);
      expect(result).toMatchObject({ values: { email: "later@example.com" } });
      expect((result as { error: string }).error).toMatch(/^Database error: .+\. Please try again or contact support\.$/);
      expect((result as { error: string }).error).not.toContain("insert into");
      expectReportedFailure((result as { error: string }).error, {
        prefix: "Database error: ",
        internals: /contact_submissions|relation|does not exist|insert/i,
        errorLog,
      });
    } finally {
      await testDb.db.execute("alter table contact_submissions_away rename to contact_submissions" as never);
    }
  });
});

describe("contact form abuse controls", () => {
  it("refuses a form posted from another site and stores nothing", async () => {
    const before = await testDb.db.select().from(contactSubmissions);
    const request = new Request("http://localhost:3000/contact", {
      method: "POST",
      body: new URLSearchParams({ ...valid, email: "crosssite@example.com" }),
      headers: { Origin: "https://evil.example" },
    });
    const refused = await action({ request, params: {}, context: {} } as never).catch((thrown: unknown) => thrown);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(before.length);
  });

  it("limits one address to a burst of submissions per minute with a clear message", async () => {
    const post = (index: number) =>
      action({
        request: new Request("http://localhost:3000/contact", {
          method: "POST",
          body: new URLSearchParams({ ...valid, email: `burst${index}@example.com` }),
          headers: { Origin: "http://localhost:3000", "x-client-ip": "203.0.113.77" },
        }),
        params: {},
        context: {},
      } as never).then(outcome);
    const results = [];
    for (let index = 0; index < 21; index += 1) results.push(await post(index));
    expect(results.slice(0, 20).every((result) => result.status === 302)).toBe(true);
    expect(results[20]).toMatchObject({ status: 429, error: "Too many attempts. Please wait a minute and try again." });
  });
});
