// /admin/leads: the inbox of contact messages, certificate applications and quiz submissions (filters,
// search, paging, CSV), a lead's page (status, notes, the same person's other leads and enrolments), the count of new
// leads in the admin navigation, and the business's e-mail about new applications, through the route modules:
// loader or action → server function → database.
import { randomUUID } from "node:crypto";
import { and, desc, eq, ilike } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "~/content/site-config";
import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEADS_CSV_HEADER,
  LEADS_TEXT,
  NOTE_MAX_LENGTH,
  type LeadKind,
  type LeadListRow,
  type LeadStatus,
} from "~/leads/leads";
import { formatIndiaDateTime, indiaInstant } from "~/platform/india-time";
import * as adminLayout from "~/routes/admin/admin-layout";
import * as leadDetails from "~/routes/admin/lead-details";
import * as leadsExport from "~/routes/admin/leads-export";
import * as leadsList from "~/routes/admin/leads";
import * as certificateApplication from "~/routes/community/ai-certificate-application";
import * as aiSpots from "~/routes/community/ai-spots";
import * as contact from "~/routes/marketing/contact";
import { getConfig } from "~/platform/config.server";
import type { LeadDetails } from "~/leads/load-lead-details.server";
import {
  aispotMaster,
  auditLog,
  contactSubmissions,
  emailOutbox,
  enrolments,
  leadGenResponses,
  leadNotes,
  quizResponses,
} from "~/platform/db/schema";
import { DECLARATION_TEXT } from "~/content/certificate-declaration";
import { useNewAdmin } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { csvDownloadRecords, expectExportFollowsList } from "../support/csv";
import { monthlyEnrolment } from "../support/payment-fixtures";
import { certificateApplication as validCertificateApplication, spotApplication } from "../support/lead-applications";
import { listedSpot } from "../support/quiz-submissions";
import { adminList, inJanuary, JANUARY } from "../support/admin-lists";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const admin = useNewAdmin();

// ── The inbox's fixtures: leads of January 2021 (India time), apart from today's leads of the other tests.
const run8 = randomUUID().slice(0, 8);

interface Fixture {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  mobile: string;
  status: LeadStatus;
  createdAt: Date;
  summary: string;
}

let spotId: string;
const SPOT_NAME = `Chai Point ${run8}`;
const FIXTURES: Fixture[] = [];

function fixture(kind: LeadKind, key: string, overrides: Partial<Omit<Fixture, "kind" | "id" | "summary">> = {}) {
  const row: Fixture = {
    kind,
    id: randomUUID(),
    name: `Filler Lead ${key}`,
    email: `filler.${key.toLowerCase()}.${run8}@example.com`,
    mobile: "9000000000",
    status: "new",
    createdAt: indiaInstant("2021-01-20", "12:00"),
    summary: "",
    ...overrides,
  };
  FIXTURES.push(row);
  return row;
}

const MEERA_EMAIL = `meera.${run8}@example.com`;
const meera = {
  contact: fixture("contact", "MeeraContact", {
    name: "Meera Contact",
    email: MEERA_EMAIL,
    mobile: "+91 98450-77123",
    createdAt: indiaInstant("2021-01-05", "10:00"),
  }),
  certificate: fixture("certificate", "MeeraApplication", {
    name: "Meera Applicant",
    email: MEERA_EMAIL.toUpperCase(),
    mobile: "9845077123",
    status: "contacted",
    createdAt: indiaInstant("2021-01-06", "08:30"),
  }),
  quiz: fixture("quiz", "MeeraQuiz", {
    name: "Meera Quiz",
    email: MEERA_EMAIL,
    status: "closed",
    createdAt: indiaInstant("2021-01-07", "09:00"),
  }),
};
const websiteQuiz = fixture("quiz", "Website", { name: "Divya Website", createdAt: indiaInstant("2021-01-08", "11:00") });
const formula = fixture("contact", "Formula", {
  name: '=HYPERLINK("http://evil.example")',
  createdAt: indiaInstant("2021-01-09", "11:00"),
});
const wildcard = fixture("certificate", "Percent", {
  name: "Sure_Man 100% Ready",
  createdAt: indiaInstant("2021-01-09", "12:00"),
});
// The last second of the window, India time, and the first second after it, and the last second before it.
const lastSecond = fixture("contact", "LastSecond", { name: "Kiran Last", createdAt: indiaInstant("2021-01-31", "23:59:59") });
const after = fixture("quiz", "After", { name: "Kiran After", createdAt: indiaInstant("2021-02-01", "00:00:00") });
const before = fixture("certificate", "Before", { name: "Kiran Before", createdAt: indiaInstant("2020-12-31", "23:59:59") });
// Enough more, of all three kinds, for two pages.
for (let index = 0; index < 24; index += 1) {
  fixture((["contact", "certificate", "quiz"] as const)[index % 3], `Filler${index}`, {
    createdAt: indiaInstant("2021-01-20", `10:${String(index).padStart(2, "0")}`),
    status: index % 4 === 0 ? "enrolled" : "new",
  });
}

const INTERESTS = ["AI Tools for Productivity", "AI for Business Strategy"];

beforeAll(async () => {
  const [spot] = await testDb.db
    .insert(aispotMaster)
    .values(listedSpot({ name: SPOT_NAME }))
    .returning({ id: aispotMaster.aispotId });
  spotId = spot!.id;
  for (const lead of FIXTURES) {
    const person = {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      mobile: lead.mobile,
      status: lead.status,
      createdAt: lead.createdAt,
    };
    if (lead.kind === "contact") {
      await testDb.db
        .insert(contactSubmissions)
        .values({ ...person, purpose: "corporate_session", additionalDetails: "40 developers" });
      lead.summary = "Corporate Session";
    } else if (lead.kind === "certificate") {
      await testDb.db.insert(leadGenResponses).values({
        ...person,
        age: 31,
        occupation: "Product Manager",
        organization: "Acme Pharma",
        city: "Hyderabad",
        interestAreas: INTERESTS,
        timeline: "Within 3-6 months",
        ref1Name: "Imran Reference",
        ref1Mobile: "9876512345",
        ref2Name: "Sana Reference",
        ref2Mobile: "9876512346",
        declarationText: DECLARATION_TEXT,
        declarationTimestamp: lead.createdAt,
      });
      lead.summary = "AI Tools for Productivity, AI for Business Strategy · Within 3-6 months";
    } else {
      const atSpot = lead !== websiteQuiz;
      await testDb.db.insert(quizResponses).values({
        ...person,
        age: 29,
        occupation: "Analyst",
        ...Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`q${index + 1}`, `Answer ${index + 1}`])),
        q1: "Every day, for many tasks",
        score: 18,
        readinessLevel: "Intermediate / Builder",
        aispotId: atSpot ? spotId : null,
      } as typeof quizResponses.$inferInsert);
      lead.summary = `Score 18/24 · Intermediate / Builder · ${atSpot ? `at ${SPOT_NAME}` : "on the website"}`;
    }
  }
  // Meera bought a course with the same address (any case).
  await testDb.db.insert(enrolments).values(monthlyEnrolment(MEERA_EMAIL));
});

const inWindow = (lead: Fixture) => lead.createdAt >= indiaInstant(JANUARY.from) && lead.createdAt < indiaInstant("2021-02-01");
const newestFirst = (a: Fixture, b: Fixture) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : -1);
const asRow = (lead: Fixture): LeadListRow => ({
  kind: lead.kind,
  id: lead.id,
  createdAt: lead.createdAt.toISOString(),
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  status: lead.status,
  summary: lead.summary,
});
/** What the list should show for a filter: the fixtures it selects, newest first, as list rows. */
const expected = (select: (lead: Fixture) => boolean): LeadListRow[] =>
  FIXTURES.filter((lead) => inWindow(lead) && select(lead))
    .sort(newestFirst)
    .map(asRow);

interface ListPayload {
  gate: false;
  leads: LeadListRow[];
  total: number;
  page: number;
  pageCount: number;
}

const { list, allPages } = adminList<ListPayload, LeadListRow>(
  leadsList.loader,
  "/admin/leads",
  () => admin.cookie,
  (payload) => payload.leads,
);

const names = (rows: LeadListRow[]) => rows.map((row) => row.name);

describe("the leads inbox", () => {
  it("shows all three kinds, newest first, 25 to a page, every lead reachable through the pages", async () => {
    const january = expected(() => true);
    expect(january.length).toBeGreaterThan(25);
    const first = await list(inJanuary());
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: january.length });
    expect(first.leads).toEqual(january.slice(0, 25));
    expect((await list(inJanuary("page=2"))).leads).toEqual(january.slice(25));
    expect(new Set(first.leads.map((lead) => lead.kind))).toEqual(new Set(["contact", "certificate", "quiz"]));
    // A page past the end shows the last one.
    expect((await list(inJanuary("page=99"))).page).toBe(2);
  });

  it("summarises each kind in one line: the purpose; the interests and timeline; the score, band and spot", async () => {
    const rows = await allPages(inJanuary(`q=meera.${run8}`));
    expect(rows.map((row) => [row.kind, row.summary])).toEqual([
      ["quiz", `Score 18/24 · Intermediate / Builder · at ${SPOT_NAME}`],
      ["certificate", "AI Tools for Productivity, AI for Business Strategy · Within 3-6 months"],
      ["contact", "Corporate Session"],
    ]);
    expect((await allPages(inJanuary("q=Divya+Website")))[0]!.summary).toBe(
      "Score 18/24 · Intermediate / Builder · on the website",
    );
  });

  it.each([
    ["kind", "kind=contact", (lead: Fixture) => lead.kind === "contact"],
    ["kind", "kind=certificate", (lead: Fixture) => lead.kind === "certificate"],
    ["kind", "kind=quiz", (lead: Fixture) => lead.kind === "quiz"],
    ["status", "status=enrolled", (lead: Fixture) => lead.status === "enrolled"],
    ["status", "status=new", (lead: Fixture) => lead.status === "new"],
    ["kind and status together", "kind=quiz&status=closed", (lead: Fixture) => lead.kind === "quiz" && lead.status === "closed"],
  ])("filters by %s (%s)", async (_name, query, select) => {
    const rows = await allPages(inJanuary(query));
    expect(rows).toEqual(expected(select));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("takes the date range as India dates, both days whole: the window's last second is in, the next second out", async () => {
    const window = names(await allPages(inJanuary()));
    expect(window).toContain(lastSecond.name);
    expect(window).not.toContain(after.name);
    expect(window).not.toContain(before.name);
    const only = async (day: string) => names(await allPages(`from=${day}&to=${day}&q=Kiran`));
    expect(await only("2021-02-01")).toEqual([after.name]);
    expect(await only("2020-12-31")).toEqual([before.name]);
    expect(names(await allPages("from=2021-01-06&to=2021-01-07"))).toEqual([meera.quiz.name, meera.certificate.name]);
  });

  it.each([
    ["a name, in any case", "q=MEERA+applicant", ["Meera Applicant"]],
    ["an e-mail, in any case", `q=MEERA.${run8}%40example`, ["Meera Quiz", "Meera Applicant", "Meera Contact"]],
    ["a mobile number, typed with other spacing", "q=98450+77123", ["Meera Applicant", "Meera Contact"]],
    ["part of a mobile number", "q=5077123", ["Meera Applicant", "Meera Contact"]],
    // Unescaped, '%0%%' would match every lead with a 0 and '%e_m%' more than one.
    ["a literal %", "q=0%25", [wildcard.name]],
    ["a literal _", "q=e_M", [wildcard.name]],
  ])("searches by %s", async (_name, query, expectedNames) => {
    expect(names(await allPages(inJanuary(query)))).toEqual(expectedNames);
  });

  it("totals by kind and status (read from lead_counts) follow inserts, status changes and deletions", async () => {
    const counted = async (kind: string, status?: string) => {
      const table = kind === "contact" ? contactSubmissions : kind === "certificate" ? leadGenResponses : quizResponses;
      return testDb.db.$count(table, status ? eq(table.status, status as "new") : undefined);
    };
    const everyLead = async () => (await counted("contact")) + (await counted("certificate")) + (await counted("quiz"));
    const check = async () => {
      expect((await list("")).total).toBe(await everyLead());
      for (const kind of ["contact", "certificate", "quiz"]) {
        expect((await list(`kind=${kind}`)).total).toBe(await counted(kind));
        for (const status of ["new", "contacted", "closed"]) {
          expect((await list(`kind=${kind}&status=${status}`)).total).toBe(await counted(kind, status));
        }
      }
      expect((await list("status=new")).total).toBe(
        (await counted("contact", "new")) + (await counted("certificate", "new")) + (await counted("quiz", "new")),
      );
    };
    await check();
    const [quiz] = await testDb.db
      .insert(quizResponses)
      .values({
        name: "Counted Quiz",
        email: `counted.${run8}@example.com`,
        mobile: "9800011122",
        age: 30,
        occupation: "Analyst",
        ...Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`q${index + 1}`, `Answer ${index + 1}`])),
        score: 12,
        readinessLevel: "Developing",
      } as typeof quizResponses.$inferInsert)
      .returning();
    await testDb.db.update(quizResponses).set({ status: "contacted" }).where(eq(quizResponses.id, quiz!.id));
    await check();
    await testDb.db.update(quizResponses).set({ status: "closed" }).where(eq(quizResponses.id, quiz!.id));
    await testDb.db.update(quizResponses).set({ name: "Counted Quiz, renamed" }).where(eq(quizResponses.id, quiz!.id));
    await check();
    await testDb.db.delete(quizResponses).where(eq(quizResponses.id, quiz!.id));
    await check();
  });

  it("says when nothing matches, and ignores filter values that are not choices", async () => {
    const none = await list(inJanuary("q=nobody-at-all"));
    expect(none).toMatchObject({ total: 0, leads: [], pageCount: 1 });
    expect((await allPages(inJanuary("kind=payment&status=won"))).length).toBe(expected(() => true).length);
  });
});

describe("the CSV export", () => {
  async function exportCsv(query: string) {
    const response = (await run(leadsExport.loader, pageRequest(`/admin/leads/export.csv?${query}`, admin.cookie))) as Response;
    return csvDownloadRecords(response, "leads");
  }

  const asCsv = (rows: LeadListRow[]) =>
    rows.map((row) => [
      `${formatIndiaDateTime(row.createdAt)} IST`,
      LEAD_STATUS_LABELS[row.status],
      LEAD_KIND_LABELS[row.kind],
      row.name.startsWith("=") ? `'${row.name}` : row.name,
      row.email,
      row.mobile.startsWith("+") ? `'${row.mobile}` : row.mobile,
      row.summary,
    ]);

  const leadsList = { exportRecords: exportCsv, listRows: allPages, asRecords: asCsv };

  it("holds every filtered lead of every page, as the screen shows them", async () => {
    expect((await exportCsv(inJanuary()))[0]).toEqual([...LEADS_CSV_HEADER]);
    expect((await allPages(inJanuary())).length).toBeGreaterThan(25);
    await expectExportFollowsList([inJanuary()], leadsList);
  });

  it("follows the screen's filters and search", async () => {
    await expectExportFollowsList(
      [inJanuary("kind=quiz"), inJanuary("status=enrolled"), "q=meera", inJanuary("q=nobody")],
      leadsList,
    );
  });

  it("neutralises spreadsheet formulas", async () => {
    const [, ...records] = await exportCsv(inJanuary("q=HYPERLINK"));
    expect(records).toHaveLength(1);
    expect(records[0]![3]).toBe(`'${formula.name}`);
    const [, meeraContact] = (await exportCsv(inJanuary("kind=contact&q=meera"))) as string[][];
    expect(meeraContact![5]).toBe("'+91 98450-77123");
  });
});

// ── A lead's page.
const leadPath = (lead: { kind: string; id: string }) => `/admin/leads/${lead.kind}/${lead.id}`;

async function details(lead: { kind: string; id: string }) {
  const result = await run(leadDetails.loader, pageRequest(leadPath(lead), admin.cookie), { kind: lead.kind, id: lead.id });
  expect(statusOf(result)).toBe(200);
  return (payloadOf(result) as unknown as { details: LeadDetails }).details;
}

function post(lead: { kind: string; id: string }, fields: Record<string, string>, cookie = admin.cookie) {
  return run(leadDetails.action, formPost(leadPath(lead), fields, { cookie }), { kind: lead.kind, id: lead.id });
}

describe("a lead's page", () => {
  it("shows every field of a certificate application, references included", async () => {
    const { lead } = await details(meera.certificate);
    expect(lead).toMatchObject({
      kind: "certificate",
      name: "Meera Applicant",
      status: "contacted",
      occupation: "Product Manager",
      organization: "Acme Pharma",
      interestAreas: INTERESTS,
      timeline: "Within 3-6 months",
      references: [
        { name: "Imran Reference", mobile: "9876512345" },
        { name: "Sana Reference", mobile: "9876512346" },
      ],
      declarationText: DECLARATION_TEXT,
    });
  });

  it("shows the quiz's answers with their questions, its score and its spot", async () => {
    const { lead } = await details(meera.quiz);
    expect(lead).toMatchObject({
      kind: "quiz",
      score: 18,
      readinessLevel: "Intermediate / Builder",
      spot: { id: spotId, name: SPOT_NAME },
    });
    if (lead.kind !== "quiz") throw new Error("a quiz lead");
    expect(lead.answers).toHaveLength(8);
    expect(lead.answers[0]).toEqual({
      question: "How often do you use AI assistants such as ChatGPT, Gemini or Copilot in your work?",
      answer: "Every day, for many tasks",
    });
  });

  it("shows the same person's other leads and enrolments, by e-mail in any case", async () => {
    const page = await details(meera.contact);
    expect(page.lead).toMatchObject({ kind: "contact", purpose: "corporate_session", additionalDetails: "40 developers" });
    expect(page.otherLeads.map((other) => [other.kind, other.id])).toEqual([
      ["quiz", meera.quiz.id],
      ["certificate", meera.certificate.id],
    ]);
    expect(page.enrolments).toMatchObject([{ course: "Agentic AI", plan: "monthly", feeMinor: 11_996_00, paidMinor: 2_999_00 }]);
    expect((await details(websiteQuiz)).otherLeads).toEqual([]);
  });

  it("answers 404 for a lead that does not exist, a kind that is not one, or an id of another kind", async () => {
    for (const [kind, id] of [
      ["contact", randomUUID()],
      ["payment", meera.contact.id],
      ["quiz", meera.contact.id],
      ["contact", "not-an-id"],
    ]) {
      const result = await run(leadDetails.loader, pageRequest(`/admin/leads/${kind}/${id}`, admin.cookie), {
        kind: kind!,
        id: id!,
      });
      expect(statusOf(result), `${kind}/${id}`).toBe(404);
    }
  });

  it("changes the status with an audit row in the same step; the list then shows it", async () => {
    const lead = fixture("contact", "StatusChange", { name: "Status Changer", createdAt: indiaInstant("2021-01-10", "10:00") });
    await testDb.db.insert(contactSubmissions).values({ ...lead, purpose: "free_session" });
    const saved = await post(lead, { intent: "status", status: "contacted" });
    expect(statusOf(saved)).toBe(200);
    expect(payloadOf(saved)).toEqual({ ok: true, message: LEADS_TEXT.statusSaved, intent: "status" });
    const [row] = await testDb.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, lead.id));
    expect(row!.status).toBe("contacted");
    const audits = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, lead.id));
    expect(audits).toMatchObject([
      {
        actorEmail: admin.email,
        action: "update",
        tableName: "contact_submissions",
        details: { status: { from: "new", to: "contacted" } },
      },
    ]);
    expect((await allPages(inJanuary("q=Status+Changer")))[0]!.status).toBe("contacted");

    // The same status again changes nothing and records nothing; a status that is not one is refused.
    await post(lead, { intent: "status", status: "contacted" });
    const refused = await post(lead, { intent: "status", status: "won" });
    expect(statusOf(refused)).toBe(400);
    expect(payloadOf(refused)).toMatchObject({ ok: false, message: LEADS_TEXT.invalidStatus });
    expect(await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, lead.id))).toHaveLength(1);
    const missing = await post({ kind: "quiz", id: lead.id }, { intent: "status", status: "closed" });
    expect(statusOf(missing)).toBe(404);
  });

  it("adds a note with its author and time and an audit row; refuses an empty or too long one and writes nothing", async () => {
    const lead = meera.quiz;
    const notesOf = () =>
      testDb.db
        .select()
        .from(leadNotes)
        .where(and(eq(leadNotes.leadKind, "quiz"), eq(leadNotes.leadId, lead.id)));
    const auditsBefore = (await testDb.db.select().from(auditLog).where(eq(auditLog.tableName, "lead_notes"))).length;
    for (const [body, message] of [
      ["   ", LEADS_TEXT.noteRequired],
      ["x".repeat(NOTE_MAX_LENGTH + 1), LEADS_TEXT.noteTooLong],
    ] as const) {
      const refused = await post(lead, { intent: "note", body });
      expect(statusOf(refused)).toBe(400);
      expect(payloadOf(refused)).toEqual({ ok: false, message, intent: "note" });
    }
    expect(await notesOf()).toEqual([]);
    expect(await testDb.db.select().from(auditLog).where(eq(auditLog.tableName, "lead_notes"))).toHaveLength(auditsBefore);

    const added = await post(lead, { intent: "note", body: "  Called her; she wants the May batch.  " });
    expect(payloadOf(added)).toEqual({ ok: true, message: LEADS_TEXT.noteAdded, intent: "note" });
    const [note] = await notesOf();
    expect(note!.body).toBe("Called her; she wants the May batch.");
    const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, note!.id));
    expect(audit).toMatchObject({ actorEmail: admin.email, action: "add-note", details: { leadKind: "quiz", leadId: lead.id } });
    expect((await details(lead)).notes).toEqual([
      {
        id: note!.id,
        body: "Called her; she wants the May batch.",
        authorEmail: admin.email,
        createdAt: note!.createdAt.toISOString(),
      },
    ]);
    // A note on a lead that is not there is not written.
    expect(statusOf(await post({ kind: "contact", id: randomUUID() }, { intent: "note", body: "Lost" }))).toBe(404);
    expect(await testDb.db.select().from(leadNotes).where(eq(leadNotes.body, "Lost"))).toEqual([]);
  });

  it("refuses a cross-site post even with an admin's cookie, and an unknown action", async () => {
    const crossSite = await run(
      leadDetails.action,
      formPost(
        leadPath(meera.contact),
        { intent: "status", status: "closed" },
        { cookie: admin.cookie, origin: "https://evil.example" },
      ),
      { kind: "contact", id: meera.contact.id },
    );
    expect(statusOf(crossSite)).toBe(403);
    expect(statusOf(await post(meera.contact, { intent: "delete" }))).toBe(400);
    const [row] = await testDb.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, meera.contact.id));
    expect(row!.status).toBe("new");
  });
});

describe("new leads in the admin navigation, and the business's e-mail", () => {
  const APP_URL = getConfig().appUrl;
  const newLeads = async () => {
    const result = await run(adminLayout.loader, pageRequest("/admin/leads", admin.cookie));
    return (payloadOf(result) as { newLeads: number }).newLeads;
  };
  const publicPost = (path: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item);
    return new Request(`${APP_URL}${path}`, {
      method: "POST",
      body,
      headers: {
        Origin: new URL(APP_URL).origin,
        "x-client-ip": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });
  };
  const latestEmailAbout = async (subject: string) =>
    (
      await testDb.db
        .select()
        .from(emailOutbox)
        .where(ilike(emailOutbox.subject, `%${subject}%`))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1)
    )[0];

  it("counts the leads still new: a contact message adds one, marking it contacted takes it away", async () => {
    const start = await newLeads();
    const email = `count.${run8}@example.com`;
    const sent = await run(
      contact.action,
      publicPost("/contact", {
        name: "Count Me",
        email,
        mobile: "+91 91234 56789",
        purpose: "free_session",
        additional_details: "",
      }),
    );
    expect(statusOf(sent)).toBe(302);
    expect(await newLeads()).toBe(start + 1);
    const [row] = await testDb.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(row!.status).toBe("new");
    await post({ kind: "contact", id: row!.id }, { intent: "status", status: "contacted" });
    expect(await newLeads()).toBe(start);
  });

  it("a certificate application e-mails the business through the outbox, with a link to the lead", async () => {
    const email = `applicant.${run8}@example.com`;
    const result = await run(
      certificateApplication.action,
      publicPost("/ai-certificate-application", validCertificateApplication({ email })),
    );
    expect(payloadOf(result)).toEqual({ submitted: true });
    const [saved] = await testDb.db.select().from(leadGenResponses).where(eq(leadGenResponses.email, email));
    const notice = await latestEmailAbout("certificate application from Farah Khan");
    expect(notice).toMatchObject({ toAddress: siteConfig.supportEmail, status: "pending" });
    expect(notice!.textBody).toContain(`Email: ${email}`);
    expect(notice!.textBody).toContain("Interest areas: Python + AI Agent Development, AI for Business Strategy");
    expect(notice!.textBody).toContain(`${APP_URL}/admin/leads/certificate/${saved!.id}`);
    // The references are other people: they stay on the lead's page.
    expect(notice!.textBody).not.toContain("Imran");
    expect(notice!.htmlBody).toContain("Farah Khan");
    expect(notice!.htmlBody).toContain(`href="${APP_URL}/admin/leads/certificate/${saved!.id}"`);
  });

  it("an AI Spot application e-mails the business through the outbox, with a link to AI Spot management", async () => {
    const venue = `Filter Coffee <Club> ${run8}`;
    const result = await run(
      aiSpots.action,
      publicPost("/ai-spots", spotApplication({ Name: venue, Email: `owner.${run8}@example.com` })),
    );
    expect(payloadOf(result)).toMatchObject({ ok: true });
    const notice = await latestEmailAbout(run8);
    expect(notice).toMatchObject({ toAddress: siteConfig.supportEmail, subject: `New AI Spot application: ${venue}` });
    expect(notice!.textBody).toContain("Owner or manager: Lakshmi");
    expect(notice!.textBody).toContain(`${APP_URL}/admin/ai-spot-management`);
    // What the visitor typed is text in the HTML, never markup.
    expect(notice!.htmlBody).toContain("Filter Coffee &lt;Club&gt;");
    expect(notice!.htmlBody).not.toContain("<Club>");
  });
});
