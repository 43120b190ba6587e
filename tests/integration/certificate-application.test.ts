// The free-certificate application on the server (spec 3 §2.10, §5, §8): every validation message comes back
// from the action with what was typed, and a valid application is stored with its declaration and timestamp.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DECLARATION_TEXT } from "~/content/certificate-declaration";
import { APPLICATION_MESSAGES } from "~/leads";
import { action } from "~/routes/community/ai-certificate-application";
import { getConfig } from "~/platform/config.server";
import { leadGenResponses } from "~/platform/db/schema";
import { expectReportedFailure, watchErrorLog } from "../support/safe-failures";
import { certificateApplication } from "../support/lead-applications";
import { answerWithStatus } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const APP_URL = getConfig().appUrl;
let requestCount = 0;

type Fields = Record<string, string | string[]>;

async function post(
  fields: Fields,
  { origin = new URL(APP_URL).origin, ip = `10.9.${(requestCount >> 8) & 255}.${requestCount++ & 255}` } = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  const request = new Request(`${APP_URL}/ai-certificate-application`, {
    method: "POST",
    body,
    headers: { Origin: origin, "x-client-ip": ip },
  });
  return answerWithStatus(await action({ request, params: {}, context: {} } as never));
}

const stored = (email: string) => testDb.db.select().from(leadGenResponses).where(eq(leadGenResponses.email, email));

const webinar = {
  webinar_attended: "yes",
  positiveFeedback: "Great live demos",
  negativeFeedback: "More Q&A time",
  rating: "5",
  recommend: "yes",
  permissionPublishFeedback: "no",
};

describe("certificate application: stored rows", () => {
  it("stores an application without a webinar: feedback null, rating 0, recommend and permission false", async () => {
    const before = Date.now();
    // Whatever the hidden feedback fields hold, no webinar means no feedback.
    const fields = certificateApplication({
      positiveFeedback: "leftover",
      rating: "4",
      recommend: "yes",
      permissionPublishFeedback: "yes",
    });
    expect(await post(fields)).toEqual({ status: 200, submitted: true });
    const [row] = await stored(fields.email);
    expect(row).toMatchObject({
      name: "Farah Khan",
      needsCertificate: "To move into an AI role",
      age: 31,
      interestAreas: ["Python + AI Agent Development", "AI for Business Strategy"],
      timeline: "Immediately (next 1 month)",
      webinarAttended: false,
      positiveFeedback: null,
      negativeFeedback: null,
      rating: 0,
      recommend: false,
      permissionPublishFeedback: false,
      ref2Mobile: "+1 (416) 555-0199",
      declarationText: DECLARATION_TEXT,
    });
    expect(row!.declarationTimestamp.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.declarationTimestamp.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores the feedback, rating and choices of someone who attended the webinar", async () => {
    const fields = certificateApplication({ ...webinar, age: "", organization: "" });
    expect((await post(fields)).submitted).toBe(true);
    expect((await stored(fields.email))[0]).toMatchObject({
      webinarAttended: true,
      positiveFeedback: "Great live demos",
      negativeFeedback: "More Q&A time",
      rating: 5,
      recommend: true,
      permissionPublishFeedback: false,
      age: null,
      organization: null,
    });
  });

  it("stores hostile text as plain text", async () => {
    const hostile = `<script>alert("x")</script>'; delete from lead_gen_responses; --`;
    const fields = certificateApplication({ ...webinar, positiveFeedback: hostile, organization: hostile });
    await post(fields);
    expect((await stored(fields.email))[0]).toMatchObject({ positiveFeedback: hostile, organization: hostile });
  });
});

describe("certificate application: every validation message (spec 3 §5)", () => {
  // The messages are the app's (app/leads/certificate-application.test.ts holds them to the spec's words).
  const cases: [string, Fields, string][] = [
    ["no name", { name: "" }, APPLICATION_MESSAGES.required],
    ["no email", { email: "" }, APPLICATION_MESSAGES.required],
    ["no mobile", { mobile: "" }, APPLICATION_MESSAGES.required],
    ["no occupation", { occupation: " " }, APPLICATION_MESSAGES.required],
    ["a malformed email", { email: "farah@example" }, APPLICATION_MESSAGES.invalidEmail],
    ["a malformed mobile", { mobile: "12345" }, APPLICATION_MESSAGES.invalidMobile],
    ["an age under 16", { age: "15" }, APPLICATION_MESSAGES.invalidAge],
    ["no interest area", { interest_areas: [] }, APPLICATION_MESSAGES.interestArea],
    ["no timeline", { timeline: "" }, APPLICATION_MESSAGES.timeline],
    ["a webinar without a rating", { ...webinar, rating: "" }, APPLICATION_MESSAGES.rating],
    ["a webinar without a recommendation", { ...webinar, recommend: "" }, APPLICATION_MESSAGES.recommend],
    ["a webinar without publishing permission", { ...webinar, permissionPublishFeedback: "" }, APPLICATION_MESSAGES.permission],
    ["a missing reference", { ref2Name: "" }, APPLICATION_MESSAGES.references],
    ["an invalid reference mobile", { ref1Mobile: "98765" }, APPLICATION_MESSAGES.referenceMobiles],
    ["an overlong field", { city: "x".repeat(500) }, "Please shorten this entry"],
  ];

  it.each(cases)("refuses %s, keeps everything typed and stores nothing", async (_case, change, message) => {
    const fields = certificateApplication(change);
    const result = await post(fields);
    expect(result).toMatchObject({ status: 400, error: message });
    const values = result.values as Record<string, unknown>;
    expect(values.organization).toBe("Acme Pharma");
    expect(values.ref1Name).toBe("Imran");
    expect(values.interest_areas).toEqual(fields.interest_areas);
    expect(await stored(String(fields.email))).toEqual([]);
  });
});

describe("certificate application: failures and abuse", () => {
  it("reports a database failure with the spec's message, keeping everything typed", async () => {
    const fields = certificateApplication();
    await testDb.db.execute("alter table lead_gen_responses rename to lead_gen_responses_away" as never);
    const errorLog = watchErrorLog();
    try {
      const result = await post(fields);
      expect(result.status).toBe(500);
      expect(result.error).toMatch(/^Database error: .+\. Please try again or contact support\.$/);
      expectReportedFailure(String(result.error), {
        prefix: "Database error: ",
        internals: /lead_gen_responses|relation|insert/i,
        errorLog,
      });
      expect(result.values).toMatchObject({ name: "Farah Khan", ref2Name: "Sana" });
    } finally {
      await testDb.db.execute("alter table lead_gen_responses_away rename to lead_gen_responses" as never);
    }
  });

  it("quietly drops a bot that fills the honeypot", async () => {
    const fields = certificateApplication({ website: "https://spam.example" });
    expect((await post(fields)).submitted).toBe(true);
    expect(await stored(fields.email)).toEqual([]);
  });

  it("refuses an application posted from another site", async () => {
    const fields = certificateApplication();
    const refused = await post(fields, { origin: "https://evil.example" }).catch((thrown: unknown) => thrown);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    expect(await stored(fields.email)).toEqual([]);
  });

  it("limits one address to a burst of applications per minute", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await post(certificateApplication(), { ip: "203.0.113.50" })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});
