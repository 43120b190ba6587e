// Every public form and JSON endpoint fed hostile input, property-based (fast-check): markup, SQL, 100 KB strings,
// control and direction characters, wrong JSON types, missing fields. Each answer is a clear 4xx (or the ordinary
// success for input that happens to be valid), never a 5xx; a refusal leaves every table as it was, an acceptance
// adds exactly one complete row.
import { count, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { action as forgotPasswordAction } from "~/routes/account/forgot-password";
import { action as resetPasswordAction } from "~/routes/account/reset-password";
import { action as signInAction } from "~/routes/account/signin";
import { action as signUpAction } from "~/routes/account/signup";
import { action as adminSignInAction } from "~/routes/admin/admin-sign-in";
import { action as ordersAction } from "~/routes/api/payments/orders";
import { action as outcomeAction } from "~/routes/api/payments/outcome";
import { action as discountAction } from "~/routes/api/payments/discount";
import { action as sandboxCheckoutAction } from "~/routes/api/payments/sandbox-checkout";
import { action as webhookAction } from "~/routes/api/webhooks/razorpay";
import { action as certificateApplicationAction } from "~/routes/community/ai-certificate-application";
import { action as quizAction } from "~/routes/community/ai-readiness-quiz";
import { action as spotsAction } from "~/routes/community/ai-spots";
import { action as contactAction } from "~/routes/marketing/contact";
import { queryRows } from "~/platform/db/client.server";
import { getConfig } from "~/platform/config.server";
import {
  aispotMaster,
  authAccount,
  authUser,
  contactSubmissions,
  leadGenResponses,
  payments,
  paymentWebhookEvents,
  quizResponses,
  users,
} from "~/platform/db/schema";
import { loader as resetPasswordLoader } from "~/routes/account/reset-password";
import { loader as signInLoader } from "~/routes/account/signin";
import { loader as certificateUserSearchLoader } from "~/routes/admin/certificate-user-search";
import { loader as adminLibraryLoader } from "~/routes/admin/library";
import { loader as adminStudentsLoader } from "~/routes/admin/students";
import { loader as spotAnalyticsLoader } from "~/routes/admin/ai-spot-analytics";
import { loader as libraryOpenLoader } from "~/routes/community/library-open";
import { loader as libraryLoader } from "~/routes/community/library";
import { loader as quizLoader } from "~/routes/community/ai-readiness-quiz";
import { loader as spotsLoader } from "~/routes/community/ai-spots";
import { loader as verifyLoader } from "~/routes/community/verify-certificate";
import { loader as calendarFeedLoader } from "~/routes/dashboard/calendar-feed";
import { signInNewAdmin } from "../support/admin-fixtures";
import { spotApplication } from "../support/lead-applications";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const APP_ORIGIN = new URL(getConfig().appUrl).origin;
// Enough runs to meet every kind of hostile value several times, few enough for a loaded 2-core machine.
const RUNS = 25;

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `192.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

// ---------------------------------------------------------------------------------------------------------
// Hostile values

const HOSTILE_CONSTANTS = [
  "<script>alert(document.cookie)</script>",
  `"><img src=x onerror=alert(1)>`,
  "javascript:alert(1)",
  "'; DROP TABLE users; --",
  "' OR '1'='1' --",
  "1); select pg_sleep(10); --",
  "$1",
  "\\x00",
  "a\u0000b",
  "\u0000",
  "\u202Egnp.exe",
  "zero\u200Bwidth",
  "\uFEFFbom",
  "e\u0301\u0301\u0301",
  "😀👩‍👩‍👧‍👦",
  "𝕏𝔂𝔃",
  "\uD800",
  "line\r\nSet-Cookie: session=stolen",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "null",
  "[object Object]",
  " ",
  "",
];
const LONG = "x".repeat(100_000);
const LONG_WIDE = "é😀".repeat(20_000);

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(LONG, LONG_WIDE) },
);

/** `valid` with one or two of its fields made hostile (or missing); now and then every field at once. */
function mutated<V>(valid: Record<string, V>, hostile: fc.Arbitrary<V | undefined>) {
  const names = Object.keys(valid);
  const few = fc
    .tuple(
      fc.subarray(names, { minLength: 1, maxLength: Math.min(2, names.length) }),
      fc.array(hostile, { minLength: 2, maxLength: 2 }),
    )
    .map(([targets, values]) => ({ ...valid, ...Object.fromEntries(targets.map((name, index) => [name, values[index]])) }));
  const all = fc.record(Object.fromEntries(names.map((name) => [name, hostile]))) as fc.Arbitrary<Record<string, V | undefined>>;
  return fc.oneof({ weight: 5, arbitrary: few }, { weight: 1, arbitrary: all }) as fc.Arbitrary<Record<string, V | undefined>>;
}

/** A form as the browser would send it, with hostile text or a missing value in some fields. */
function formOf(valid: Record<string, string>) {
  return mutated<string>(
    valid,
    fc.oneof({ weight: 5, arbitrary: hostileText }, { weight: 1, arbitrary: fc.constant(undefined) }),
  );
}

/**
 * Besides the random runs: every field in turn made sharp while the others stay valid, so each one's way to
 * the database is walked: a NUL inside a valid value, markup, an SQL fragment, 100 KB, or nothing at all.
 */
function everyFieldSharpened<V>(
  valid: Record<string, V>,
  sharpen: (value: V) => (V | undefined)[] = (value) => sharpTexts(value),
) {
  return Object.keys(valid).flatMap((field) => sharpen(valid[field]!).map((sharp) => ({ ...valid, [field]: sharp })));
}

/** Every field of a JSON body in turn: a NUL inside it, 100 KB, the wrong type, or missing. */
function jsonExamples(valid: Record<string, unknown>) {
  return everyFieldSharpened<unknown>(valid, (value) => [
    `${String(value)}\u0000`,
    LONG,
    12,
    null,
    [String(value)],
    { value },
    undefined,
  ]).map((body) => JSON.stringify(body));
}

function sharpTexts<V>(value: V): (V | undefined)[] {
  const text = String(value);
  return [
    `${text}\u0000`,
    `\u0000${text}`,
    `<script>alert(1)</script>${text}`,
    `${text}'; DROP TABLE users; --`,
    LONG,
    undefined,
  ] as (V | undefined)[];
}

/** A JSON body of the wrong shape: wrong types in some fields, any JSON at all, or not JSON. */
function jsonBodyOf(valid: Record<string, unknown>) {
  const wrongValue = fc.oneof(
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
    fc.constant(undefined),
  );
  return fc.oneof(
    { weight: 4, arbitrary: mutated<unknown>(valid, wrongValue).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom(`{"a":`, `[`.repeat(5_000), JSON.stringify({ pad: LONG, ...valid })) },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Requests and answers

function formRequest(path: string, fields: Record<string, string | undefined>) {
  const body = new URLSearchParams();
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) body.append(field, value);
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP_ORIGIN, "x-client-ip": freshIp() },
    body,
  });
}

function jsonRequest(path: string, body: string, headers: Record<string, string> = {}) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_ORIGIN, "x-client-ip": freshIp(), ...headers },
    body,
  });
}

interface Answer {
  status: number;
  /** Every message the answer gives the visitor. */
  messages: string[];
  /** The answer says why it refused: a message, or a state the page turns into the spec's words. */
  explained: boolean;
}

async function answerOf(action: (args: never) => unknown, request: Request): Promise<Answer> {
  let result: unknown;
  try {
    result = await action({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    result = thrown; // a thrown Response or data() is an answer too; anything else fails below
    if (!(thrown instanceof Response) && !(typeof thrown === "object" && thrown !== null && "init" in thrown)) throw thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    return { status: result.status, messages: messagesIn(payload), explained: isExplained(payload) };
  }
  const isData = typeof result === "object" && result !== null && "init" in result && "data" in result;
  const status = isData ? ((result as { init?: { status?: number } }).init?.status ?? 200) : 200;
  const payload = isData ? (result as { data: unknown }).data : result;
  return { status, messages: messagesIn(payload), explained: isExplained(payload) };
}

/** The texts under error / message / formError / errors.* of a payload. */
function messagesIn(payload: unknown): string[] {
  if (typeof payload === "string") return [payload];
  if (typeof payload !== "object" || payload === null) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (["error", "message", "formError"].includes(key) && typeof value === "string") found.push(value);
    if (key === "errors" && typeof value === "object" && value !== null)
      for (const text of Object.values(value)) if (typeof text === "string") found.push(text);
  }
  return found;
}

// States the pages word themselves (spec messages): not registered, a bad reset link, an invalid referral,
// a refused webhook.
function isExplained(payload: unknown) {
  if (messagesIn(payload).length > 0) return true;
  if (typeof payload !== "object" || payload === null) return false;
  const record = payload as Record<string, unknown>;
  return (
    record.notRegistered === true ||
    typeof record.linkState === "string" ||
    record.valid === false ||
    typeof record.status === "string"
  );
}

/** What a visitor may never be shown: internals of a failure. */
const INTERNALS =
  /Failed query|ZodError|invalid input syntax|violates|invalid byte sequence|\n\s+at |TypeError|SyntaxError|\[object Object\]/;

function expectClearAnswer(answer: Answer, context: string) {
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.explained, `${context}: a 4xx says why`).toBe(true);
    for (const message of answer.messages) {
      expect(message.length, context).toBeGreaterThan(0);
      expect(message.length, `${context}: a short message, not an echo`).toBeLessThan(400);
      expect(message, context).not.toMatch(INTERNALS);
    }
  }
}

const describeValue = (value: unknown) =>
  JSON.stringify(value, (_key, item) =>
    typeof item === "string" && item.length > 60 ? `${item.slice(0, 60)}…(${item.length})` : item,
  );

// ---------------------------------------------------------------------------------------------------------
// What is stored

async function rowCounts() {
  const tables = {
    contactSubmissions,
    authUser,
    authAccount,
    users,
    quizResponses,
    leadGenResponses,
    aispotMaster,
    payments,
    paymentWebhookEvents,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await testDb.db.select({ total: count() }).from(table);
      return [name, row!.total] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

function grown(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((name) => after[name] !== before[name])
      .map((name) => [name, after[name]! - before[name]!]),
  );
}

/**
 * Runs `submit` on generated input and checks: a clear answer; on a refusal nothing stored; on an acceptance
 * exactly the rows `accepted` names, one each.
 */
async function checkHostile<T>(
  arbitrary: fc.Arbitrary<T>,
  submit: (input: T) => Promise<Answer>,
  { accepted, runs = RUNS, examples = [] }: { accepted: string[]; runs?: number; examples?: T[] },
) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      const before = await rowCounts();
      const answer = await submit(input);
      const context = describeValue(input);
      expectClearAnswer(answer, context);
      const change = grown(before, await rowCounts());
      if (answer.status >= 400) expect(change, `${context}: refused, so nothing stored`).toEqual({});
      else
        expect(
          Object.keys(change).every((name) => accepted.includes(name) && change[name] === 1),
          `${context}: stored ${JSON.stringify(change)}`,
        ).toBe(true);
    }),
    // fast-check counts the examples within numRuns: add them, so the random runs still happen.
    { numRuns: runs + examples.length, endOnFailure: true, examples: examples.map((example) => [example] as [T]) },
  );
}

type Action = (args: never) => unknown;
type Fields = Record<string, string | undefined>;

/** A public form's action under attack: hostile fields at random, then each field of the valid form sharpened. */
function checkHostileForm(
  valid: Record<string, string>,
  action: Action,
  path: string,
  { accepted, runs, fresh = (fields) => fields }: { accepted: string[]; runs?: number; fresh?: (fields: Fields) => Fields },
) {
  return checkHostile(formOf(valid), (fields) => answerOf(action, formRequest(path, fresh(fields))), {
    accepted,
    runs,
    examples: everyFieldSharpened(valid),
  });
}

/** A JSON endpoint under attack: hostile bodies at random, then each field of the valid body sharpened. */
function checkHostileJson(
  valid: Record<string, unknown>,
  action: Action,
  path: string,
  { accepted, fresh = (body) => body }: { accepted: string[]; fresh?: (body: string) => string },
) {
  return checkHostile(jsonBodyOf(valid), (body) => answerOf(action, jsonRequest(path, fresh(body))), {
    accepted,
    examples: jsonExamples(valid),
  });
}

// ---------------------------------------------------------------------------------------------------------

describe("hostile input to the public forms", () => {
  it("contact", async () => {
    const valid = {
      name: "Asha",
      email: "asha@example.com",
      mobile: "+91 90000 00000",
      purpose: "free_session",
      additional_details: "Hello",
    };
    await checkHostileForm(valid, contactAction, "/contact", { accepted: ["contactSubmissions"] });
  });

  it("sign-up", async () => {
    // Each attempt a new address (where the e-mail field is not the one being attacked).
    const PLACEHOLDER = "new.person@example.com";
    const valid = {
      name: "Ravi",
      email: PLACEHOLDER,
      mobile_no: "9876500000",
      age: "30",
      occupation: "Engineer",
      password: "Hostile#2026",
      confirmPassword: "Hostile#2026",
      redirectTo: "/dashboard",
    };
    const withFreshEmail = (fields: Record<string, string | undefined>) => ({
      ...fields,
      email: fields.email?.replace(PLACEHOLDER, `hostile.${crypto.randomUUID().slice(0, 8)}@example.com`),
    });
    await checkHostileForm(valid, signUpAction, "/signup", {
      accepted: ["authUser", "authAccount", "users"],
      runs: 15,
      fresh: withFreshEmail,
    });
    // An account is never left without its profile, nor a profile without its account.
    const orphans = await queryRows<{ total: number }>(
      testDb.db,
      sql`select count(*)::int as total from ${authUser} a full join ${users} u on u.user_id = a.id where a.id is null or u.user_id is null`,
    );
    expect(orphans[0]!.total).toBe(0);
  });

  it("sign-in, forgot password, reset password and the admin gate", async () => {
    const signIn = { email: "nobody@example.com", password: "Whatever#2026", redirectTo: "/dashboard" };
    await checkHostileForm(signIn, signInAction, "/signin", { accepted: [] });
    const forgot = { email: "nobody@example.com" };
    await checkHostileForm(forgot, forgotPasswordAction, "/forgot-password", { accepted: [] });
    const reset = { token: "not-a-real-token", password: "Hostile#2026", confirmPassword: "Hostile#2026" };
    await checkHostileForm(reset, resetPasswordAction, "/reset-password", { accepted: [] });
    await checkHostile(
      formOf({ username: "nobody@example.com", password: "Whatever#2026", redirectTo: "/admin/sessions" }),
      (fields) => answerOf(adminSignInAction, formRequest("/admin/sign-in", fields)),
      { accepted: [], runs: 10 }, // each failure waits the gate's half second
    );
  });

  it("AI-readiness quiz", async () => {
    const answers = Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`q${index + 1}`, "0"]));
    const valid = {
      ...answers,
      name: "Quiz Taker",
      email: "quiz@example.com",
      mobile: "9876501234",
      age: "29",
      occupation: "Analyst",
      intent: "submit",
      phase: "details",
      step: "7",
    };
    await checkHostileForm(valid, quizAction, "/ai-readiness-quiz", { accepted: ["quizResponses"] });
  });

  it("free-certificate application", async () => {
    const valid = {
      needs_certificate: "To move into an AI role",
      name: "Farah Khan",
      email: "farah@example.com",
      mobile: "+91 99887 66554",
      age: "31",
      occupation: "Product Manager",
      organization: "Acme",
      city: "Hyderabad",
      interest_areas: "AI for Business Strategy",
      timeline: "Immediately (next 1 month)",
      webinar_attended: "no",
      ref1Name: "Imran",
      ref1Mobile: "9876512345",
      ref2Name: "Sana",
      ref2Mobile: "9876512346",
    };
    await checkHostileForm(valid, certificateApplicationAction, "/ai-certificate-application", {
      accepted: ["leadGenResponses"],
    });
  });

  it("AI Spot owner application", async () => {
    const valid = spotApplication();
    await checkHostileForm(valid, spotsAction, "/ai-spots", { accepted: ["aispotMaster"] });
  });
});

describe("hostile input to the JSON endpoints", () => {
  const checkout = {
    checkoutKey: "6f1c2b9e-3f4a-4c1d-9b8e-2a7d5c4e1f00",
    course: "Agentic AI",
    country: "India",
    name: "Meera",
    email: "meera@example.com",
    mobile: "9876543210",
    couponText: "",
    renewalMonths: 1,
    payUpfront: false,
  };

  it("payment orders", async () => {
    const freshKey = (body: string) => body.replace(checkout.checkoutKey, crypto.randomUUID());
    await checkHostileJson(checkout, ordersAction, "/api/payments/orders", { accepted: ["payments"], fresh: freshKey });
    // Every payment record has its provider order: none was left behind half-made.
    const unfinished = await queryRows<{ total: number }>(
      testDb.db,
      sql`select count(*)::int as total from ${payments} where razorpay_order_id is null and payment_status = 'pending'`,
    );
    expect(unfinished[0]!.total).toBe(0);
  });

  it("payment outcome, coupon and referral check, and sandbox checkout", async () => {
    const outcome = {
      outcome: "success",
      paymentId: "6f1c2b9e-3f4a-4c1d-9b8e-2a7d5c4e1f01",
      razorpay_payment_id: "pay_x",
      razorpay_order_id: "order_x",
      razorpay_signature: "0".repeat(64),
    };
    await checkHostileJson(outcome, outcomeAction, "/api/payments/outcome", { accepted: [] });
    const discount = { text: "friend@example.com", payerEmail: "me@example.com" };
    await checkHostileJson(discount, discountAction, "/api/payments/discount", { accepted: [] });
    const simulation = { paymentId: outcome.paymentId, outcome: "success", duplicateWebhooks: false };
    await checkHostileJson(simulation, sandboxCheckoutAction, "/api/payments/sandbox/checkout", { accepted: [] });
  });

  it("payment webhook (unsigned or wrongly signed, whatever the body)", async () => {
    const signature = fc.oneof(hostileText, fc.stringMatching(/^[0-9a-f]{64}$/), fc.constant(undefined));
    await checkHostile(
      fc.tuple(jsonBodyOf({ event: "payment.captured", payload: {} }), signature),
      ([body, signed]) =>
        answerOf(
          webhookAction,
          jsonRequest(
            "/api/webhooks/razorpay",
            body,
            signed === undefined ? {} : { "x-razorpay-signature": signed.slice(0, 200).replace(/[^\x20-\x7e]/g, "") },
          ),
        ),
      { accepted: [] },
    );
  });
});

describe("hostile query strings and path parameters to the loaders", () => {
  type Loader = (args: never) => unknown;

  /** A GET as the browser sends it; the loader's answer, or what it threw (a Response / data() is an answer). */
  async function load(
    loader: Loader,
    path: string,
    { params = {}, cookie }: { params?: Record<string, string>; cookie?: string } = {},
  ) {
    const request = new Request(`${APP_ORIGIN}${path}`, { headers: { "x-client-ip": freshIp(), ...(cookie ? { cookie } : {}) } });
    try {
      return { status: 200, result: await loader({ request, params, context: {} } as never) };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, result: thrown };
      if (typeof thrown === "object" && thrown !== null && "init" in thrown)
        return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, result: thrown };
      throw thrown;
    }
  }

  const queryValue = fc.oneof(hostileText, fc.constantFrom("a\u0000b", "%", "_", "\\", "%_\\"));

  it("public pages: AI Spots filters, library search, quiz spot, sign-in prefill, reset link, and the id in a path", async () => {
    const pages: { loader: Loader; path: (value: string) => string; params?: (value: string) => Record<string, string> }[] = [
      {
        loader: spotsLoader,
        path: (value) => `/ai-spots?${new URLSearchParams({ country: value, state: value, city: value, type: value })}`,
      },
      { loader: spotsLoader, path: (value) => `/ai-spots?${new URLSearchParams({ city: value })}` },
      { loader: libraryLoader, path: (value) => `/library?${new URLSearchParams({ q: value, type: value, category: value })}` },
      { loader: libraryLoader, path: (value) => `/library?${new URLSearchParams({ q: value })}` },
      { loader: quizLoader, path: (value) => `/ai-readiness-quiz?${new URLSearchParams({ spot_id: value })}` },
      { loader: signInLoader, path: (value) => `/signin?${new URLSearchParams({ email: value, redirectTo: value })}` },
      { loader: verifyLoader, path: () => "/verify/x", params: (value) => ({ verificationId: value }) },
      { loader: libraryOpenLoader, path: () => "/library/x/open", params: (value) => ({ id: value }) },
      { loader: calendarFeedLoader, path: () => "/calendar/x.ics", params: (value) => ({ feedFile: `${value}.ics` }) },
    ];
    for (const page of pages) {
      await fc.assert(
        fc.asyncProperty(queryValue, async (value) => {
          const answer = await load(page.loader, page.path(value), { params: page.params?.(value) });
          expect(answer.status, `${page.path(value).slice(0, 80)} ${describeValue(value)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, examples: [["a\u0000b"], ["\u0000"], [LONG]] },
      );
    }
  });

  it("a reset link with a hostile token is an invalid link, not a failure to check it", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText.filter((token) => token !== ""),
          fc.constant("abc\u0000"),
        ),
        async (token) => {
          const answer = await load(resetPasswordLoader, `/reset-password?${new URLSearchParams({ token })}`);
          const linkState = await (answer.result as { linkState: Promise<string> }).linkState;
          expect(linkState, describeValue(token)).toBe("invalid");
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("admin searches, for an admin", async () => {
    const { cookie } = await signInNewAdmin();
    const searches: { loader: Loader; path: (value: string) => string }[] = [
      { loader: adminStudentsLoader, path: (value) => `/admin/students?${new URLSearchParams({ q: value, page: value })}` },
      {
        loader: adminLibraryLoader,
        path: (value) => `/admin/library?${new URLSearchParams({ q: value, type: value, page: value })}`,
      },
      { loader: certificateUserSearchLoader, path: (value) => `/admin/certificates/users?${new URLSearchParams({ q: value })}` },
      {
        loader: spotAnalyticsLoader,
        path: (value) =>
          `/admin/ai-spot-analytics?${new URLSearchParams({ state: value, city: value, spot: value, from: value, to: value })}`,
      },
    ];
    for (const search of searches) {
      await fc.assert(
        fc.asyncProperty(queryValue, async (value) => {
          const answer = await load(search.loader, search.path(value), { cookie });
          expect(answer.status, `${search.path(value).slice(0, 80)} ${describeValue(value)}`).toBeLessThan(500);
        }),
        { numRuns: 15, examples: [["a\u0000b"], [LONG]] },
      );
    }
  });
});
