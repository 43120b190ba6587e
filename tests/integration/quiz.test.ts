// The AI-readiness quiz on the server (spec 3 §2.9, §4, §5, §8): the action scores the answers itself,
// stores q1–q8 texts, and keeps a spot only when ?spot_id= names an approved one.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import { action, loader } from "~/routes/community/ai-readiness-quiz";
import { getConfig } from "~/platform/config.server";
import { aispotMaster, quizResponses } from "~/platform/db/schema";
import { expectReportedFailure, watchErrorLog } from "../support/safe-failures";
import { listedSpot } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const APP_URL = getConfig().appUrl;
const ORIGIN = new URL(APP_URL).origin;

/** Option indices adding up to `score`. */
function answersScoring(score: number): number[] {
  const indexOf = (points: number) =>
    aiReadinessQuestions.map((question) => question.options.findIndex((option) => option.points === points));
  const [cheapest, middle, dearest] = [indexOf(1), indexOf(2), indexOf(3)];
  const answers = [...cheapest];
  let remaining = score - 8;
  for (let index = 0; index < answers.length && remaining > 0; index += 1) {
    answers[index] = remaining >= 2 ? dearest[index]! : middle[index]!;
    remaining -= remaining >= 2 ? 2 : 1;
  }
  return answers;
}

const answerFields = (answers: (number | string)[]) =>
  Object.fromEntries(answers.map((answer, index) => [`q${index + 1}`, String(answer)]));

const details = (email: string) => ({ name: "Kiran Rao", email, mobile: "9876501234", age: "29", occupation: "Analyst" });

let requestCount = 0;
/** Each post comes from its own address unless a test says otherwise, so rate limits only bite where tested. */
async function post(
  fields: Record<string, string>,
  { ip = `10.8.${(requestCount >> 8) & 255}.${requestCount++ & 255}`, query = "" } = {},
) {
  const request = new Request(`${APP_URL}/ai-readiness-quiz${query}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "x-client-ip": ip },
  });
  const result = await action({ request, params: {}, context: {} } as never);
  const { data, init } =
    result && typeof result === "object" && "data" in result && "init" in result
      ? (result as { data: Record<string, unknown>; init?: { status?: number } })
      : { data: result as Record<string, unknown>, init: undefined };
  return { status: init?.status ?? 200, ...data } as Record<string, unknown> & { status: number };
}

async function storedFor(email: string) {
  return testDb.db.select().from(quizResponses).where(eq(quizResponses.email, email));
}

let approvedSpotId: string;
let pendingSpotId: string;

beforeAll(async () => {
  const [approved] = await testDb.db
    .insert(aispotMaster)
    .values(listedSpot({ name: "Approved Cafe", isApproved: true }))
    .returning();
  const [pending] = await testDb.db
    .insert(aispotMaster)
    .values(listedSpot({ name: "Pending Cafe", isApproved: false }))
    .returning();
  approvedSpotId = approved!.aispotId;
  pendingSpotId = pending!.aispotId;
});

describe("quiz scoring on the server", () => {
  it.each([
    [8, "Beginner / Tool-User"],
    [15, "Beginner / Tool-User"],
    [16, "Intermediate / Builder"],
    [20, "Intermediate / Builder"],
    [21, "Advanced / Innovator"],
    [24, "Advanced / Innovator"],
  ])("stores a score of %i as %s with the chosen answers' texts", async (score, level) => {
    const email = `score${score}.${randomUUID().slice(0, 6)}@example.com`;
    const answers = answersScoring(score);
    const result = await post({ ...answerFields(answers), ...details(email), intent: "submit" });
    expect(result).toMatchObject({ status: 200, kind: "results", score, readinessLevel: level, name: "Kiran Rao" });

    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({ score, readinessLevel: level, age: 29, aispotId: null });
    const texts = [stored!.q1, stored!.q2, stored!.q3, stored!.q4, stored!.q5, stored!.q6, stored!.q7, stored!.q8];
    expect(texts).toEqual(answers.map((choice, index) => aiReadinessQuestions[index]!.options[choice]!.text));
  });

  it("never trusts a score or level sent by the browser", async () => {
    const email = `cheat.${randomUUID().slice(0, 6)}@example.com`;
    const result = await post({
      ...answerFields(answersScoring(8)),
      ...details(email),
      score: "24",
      readiness_level: "Advanced / Innovator",
    });
    expect(result).toMatchObject({ score: 8, readinessLevel: "Beginner / Tool-User" });
    expect((await storedFor(email))[0]).toMatchObject({ score: 8, readinessLevel: "Beginner / Tool-User" });
  });

  it("refuses missing or impossible answers and stores nothing", async () => {
    const email = `gap.${randomUUID().slice(0, 6)}@example.com`;
    const answers: (number | string)[] = answersScoring(12);
    answers[5] = "7";
    const result = await post({ ...answerFields(answers), ...details(email) });
    expect(result).toMatchObject({
      status: 400,
      kind: "quiz",
      error: "Please select an answer before proceeding",
      position: { phase: "questions", step: 5 },
    });
    expect(await storedFor(email)).toEqual([]);
  });
});

describe("spot_id handling", () => {
  const cases: [string, () => string, () => string | null][] = [
    ["an approved spot is kept", () => approvedSpotId, () => approvedSpotId],
    ["a pending spot counts as direct", () => pendingSpotId, () => null],
    ["an unknown spot counts as direct", () => randomUUID(), () => null],
    ["a malformed id counts as direct", () => "not-a-spot'; --", () => null],
  ];
  it.each(cases)("%s", async (_case, spotId, expected) => {
    const email = `spot.${randomUUID().slice(0, 6)}@example.com`;
    const result = await post({ ...answerFields(answersScoring(18)), ...details(email), spot_id: spotId() });
    expect(result.kind).toBe("results");
    expect((await storedFor(email))[0]!.aispotId).toBe(expected());
  });

  it("welcomes visitors of an approved spot only", async () => {
    const run = async (spotId: string) =>
      (await loader({
        request: new Request(`${APP_URL}/ai-readiness-quiz?spot_id=${encodeURIComponent(spotId)}`),
        params: {},
        context: {},
      } as never)) as {
        spot: { name: string } | null;
      };
    expect((await run(approvedSpotId)).spot?.name).toBe("Approved Cafe");
    expect((await run(pendingSpotId)).spot).toBeNull();
    expect((await run("garbage")).spot).toBeNull();
  });
});

describe("the details form", () => {
  it.each(["name", "email", "mobile", "age", "occupation"])(
    "asks for all required fields when %s is missing, keeping the rest",
    async (field) => {
      const email = `missing.${field}.${randomUUID().slice(0, 6)}@example.com`;
      const result = await post({ ...answerFields(answersScoring(10)), ...details(email), [field]: "" });
      expect(result).toMatchObject({ status: 400, error: "Please fill in all required fields", position: { phase: "details" } });
      expect(result.answers).toEqual(answersScoring(10));
      if (field !== "name") expect(result.values).toMatchObject({ name: "Kiran Rao" });
      expect(await storedFor(email)).toEqual([]);
    },
  );

  it.each(["15", "101", "abc"])("refuses the age %s", async (age) => {
    const email = `age.${randomUUID().slice(0, 6)}@example.com`;
    const result = await post({ ...answerFields(answersScoring(10)), ...details(email), age });
    expect(result).toMatchObject({ status: 400, error: "Please enter a valid age between 16 and 100" });
    expect(await storedFor(email)).toEqual([]);
  });

  // spec 3 §5 "Quiz details": "Required: name, email, mobile, age, occupation"; the age 16-100 is the only other rule.
  it("takes an e-mail and a mobile in any form the visitor types them, and stores them", async () => {
    const email = `Kiran at home ${randomUUID().slice(0, 6)}`;
    const mobile = "98765 01234 (WhatsApp)";
    const result = await post({ ...answerFields(answersScoring(10)), ...details(email), mobile, intent: "submit" });
    expect(result).toMatchObject({ status: 200, kind: "results", score: 10 });
    expect((await storedFor(email.toLowerCase()))[0]).toMatchObject({ email: email.toLowerCase(), mobile });
  });

  it("stores hostile text as text", async () => {
    const email = `hostile.${randomUUID().slice(0, 6)}@example.com`;
    const hostile = `<img src=x onerror=alert(1)>'); drop table quiz_responses; --`;
    await post({ ...answerFields(answersScoring(10)), ...details(email), name: hostile, occupation: hostile.slice(0, 90) });
    expect((await storedFor(email))[0]!.name).toBe(hostile);
  });

  it("reports a failed save with the spec's message and keeps answers and details", async () => {
    const email = `down.${randomUUID().slice(0, 6)}@example.com`;
    await testDb.db.execute("alter table quiz_responses rename to quiz_responses_away" as never);
    const errorLog = watchErrorLog();
    try {
      const result = await post({ ...answerFields(answersScoring(17)), ...details(email) });
      expect(result.status).toBe(500);
      expect(result.error).toMatch(/^Failed to save quiz results: .+/);
      expect(result.error).not.toContain("insert into");
      expectReportedFailure(String(result.error), {
        prefix: "Failed to save quiz results: ",
        internals: /quiz_responses|relation|insert/i,
        errorLog,
      });
      expect(result).toMatchObject({ position: { phase: "details" }, values: { email }, answers: answersScoring(17) });
    } finally {
      await testDb.db.execute("alter table quiz_responses_away rename to quiz_responses" as never);
    }
    expect(await storedFor(email)).toEqual([]);
  });

  it("quietly drops a bot that fills the honeypot", async () => {
    const email = `bot.${randomUUID().slice(0, 6)}@example.com`;
    const result = await post({ ...answerFields(answersScoring(10)), ...details(email), website: "http://spam.example" });
    expect(result.kind).toBe("results");
    expect(await storedFor(email)).toEqual([]);
  });

  it("limits one address to a burst of saves per minute", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const email = `burst${index}.${randomUUID().slice(0, 6)}@example.com`;
      statuses.push((await post({ ...answerFields(answersScoring(10)), ...details(email) }, { ip: "203.0.113.9" })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const last = await post(
      { ...answerFields(answersScoring(10)), ...details(`burst.last.${suffixOf()}@example.com`) },
      { ip: "203.0.113.9" },
    );
    expect(last).toMatchObject({ status: 429, error: "Too many attempts. Please wait a minute and try again." });
  });
});

describe("moving through the quiz without JavaScript", () => {
  it("asks for an answer before Next, and moves on once there is one", async () => {
    const blocked = await post({ intent: "next", phase: "questions", step: "0" });
    expect(blocked).toMatchObject({
      kind: "quiz",
      error: "Please select an answer before proceeding",
      position: { phase: "questions", step: 0 },
    });
    const moved = await post({ intent: "next", phase: "questions", step: "0", q1: "1" });
    expect(moved).toMatchObject({
      kind: "quiz",
      error: null,
      position: { phase: "questions", step: 1 },
      answers: [1, null, null, null, null, null, null, null],
    });
  });

  it("completes into the details form and goes back to the quiz with the answers kept", async () => {
    const answers = answerFields(answersScoring(19));
    const complete = await post({ ...answers, intent: "next", phase: "questions", step: "7" });
    expect(complete).toMatchObject({ position: { phase: "details" }, error: null });
    const back = await post({ ...answers, intent: "back-to-quiz", phase: "details", step: "7", name: "Kept" });
    expect(back).toMatchObject({
      position: { phase: "questions", step: 7 },
      answers: answersScoring(19),
      values: { name: "Kept" },
    });
  });
});

function suffixOf() {
  return randomUUID().slice(0, 6);
}

it("refuses a quiz posted from another site", async () => {
  const request = new Request(`${APP_URL}/ai-readiness-quiz`, {
    method: "POST",
    body: new URLSearchParams({ ...answerFields(answersScoring(10)), ...details("xsite@example.com") }),
    headers: { Origin: "https://evil.example" },
  });
  const refused = await action({ request, params: {}, context: {} } as never).catch((thrown: unknown) => thrown);
  expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
  expect(await storedFor("xsite@example.com")).toEqual([]);
});
