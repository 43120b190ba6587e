import { asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import { NO_LEAD_FILTERS, type LeadKind, type LeadListRow, type LeadStatus } from "~/leads/leads";
import type { EnrolmentPlan, EnrolmentStatus } from "~/enrolments";
import { type Currency, decimalToMinor, isUuid } from "~/platform";
import {
  aispotMaster,
  authUser,
  contactSubmissions,
  type Database,
  enrolments,
  leadGenResponses,
  leadNotes,
  quizResponses,
} from "~/platform/index.server";
import { queryLeads } from "./leads-query.server";

// A person rarely sends more than a few forms; a cap keeps a runaway list (a bot reusing one address) readable.
const OTHER_LEADS_LIMIT = 50;

const iso = (instant: Date) => instant.toISOString();

interface LeadBase {
  id: string;
  name: string;
  email: string;
  mobile: string;
  status: LeadStatus;
  createdAt: string;
}

/** Everything the visitor submitted, by kind. */
export type LeadRecord =
  | (LeadBase & { kind: "contact"; purpose: string; additionalDetails: string | null })
  | (LeadBase & {
      kind: "certificate";
      age: number | null;
      occupation: string;
      organization: string | null;
      city: string | null;
      interestAreas: string[];
      timeline: string;
      needsCertificate: string | null;
      webinarAttended: boolean;
      positiveFeedback: string | null;
      negativeFeedback: string | null;
      rating: number;
      recommend: boolean;
      permissionPublishFeedback: boolean;
      references: { name: string; mobile: string }[];
      declarationText: string;
      declarationTimestamp: string;
    })
  | (LeadBase & {
      kind: "quiz";
      age: number;
      occupation: string;
      answers: { question: string; answer: string }[];
      score: number;
      readinessLevel: string;
      spot: { id: string; name: string } | null;
    });

export interface LeadDetails {
  lead: LeadRecord;
  /** The same person's other leads (same e-mail, any case), newest first. */
  otherLeads: LeadListRow[];
  /** The enrolments under the same e-mail, newest first. */
  enrolments: {
    id: string;
    course: string;
    plan: EnrolmentPlan;
    status: EnrolmentStatus;
    currency: Currency;
    feeMinor: number;
    paidMinor: number;
    startedAt: string;
  }[];
  /** The admins' notes, newest first, with who wrote them. */
  notes: { id: string; body: string; authorEmail: string | null; createdAt: string }[];
}

async function loadLeadRecord(database: Database, kind: LeadKind, id: string): Promise<LeadRecord | null> {
  if (kind === "contact") {
    const [row] = await database.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    return row ? { ...row, kind, createdAt: iso(row.createdAt) } : null;
  }
  if (kind === "certificate") {
    const [row] = await database.select().from(leadGenResponses).where(eq(leadGenResponses.id, id));
    if (!row) return null;
    const { ref1Name, ref1Mobile, ref2Name, ref2Mobile, createdAt, declarationTimestamp, ...rest } = row;
    return {
      ...rest,
      kind,
      createdAt: iso(createdAt),
      declarationTimestamp: iso(declarationTimestamp),
      references: [
        { name: ref1Name, mobile: ref1Mobile },
        { name: ref2Name, mobile: ref2Mobile },
      ],
    };
  }
  const [row] = await database
    .select({ ...getTableColumns(quizResponses), spotName: aispotMaster.name })
    .from(quizResponses)
    .leftJoin(aispotMaster, eq(aispotMaster.aispotId, quizResponses.aispotId))
    .where(eq(quizResponses.id, id));
  if (!row) return null;
  const answers = [row.q1, row.q2, row.q3, row.q4, row.q5, row.q6, row.q7, row.q8].map((answer, index) => ({
    question: aiReadinessQuestions[index]?.question ?? `Question ${index + 1}`,
    answer,
  }));
  return {
    kind,
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    createdAt: iso(row.createdAt),
    age: row.age,
    occupation: row.occupation,
    answers,
    score: row.score,
    readinessLevel: row.readinessLevel,
    spot: row.aispotId && row.spotName ? { id: row.aispotId, name: row.spotName } : null,
  };
}

/** `/admin/leads/:kind/:id`: the lead as submitted, the same person's other leads and enrolments, the notes. */
export async function loadLeadDetails(database: Database, kind: LeadKind, id: string): Promise<LeadDetails | null> {
  if (!isUuid(id)) return null;
  const lead = await loadLeadRecord(database, kind, id);
  if (!lead) return null;
  const sameEmail = sql`lower(${enrolments.studentEmail}) = lower(${lead.email})`;
  const [others, enrolmentRows, notes] = await Promise.all([
    queryLeads(database, { filters: NO_LEAD_FILTERS, email: lead.email, limit: OTHER_LEADS_LIMIT + 1 }),
    database.select().from(enrolments).where(sameEmail).orderBy(desc(enrolments.startedAt)),
    database
      .select({ id: leadNotes.id, body: leadNotes.body, authorEmail: authUser.email, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .leftJoin(authUser, eq(authUser.id, leadNotes.authorUserId))
      .where(sql`${leadNotes.leadKind} = ${kind} and ${leadNotes.leadId} = ${id}`)
      .orderBy(desc(leadNotes.createdAt), asc(leadNotes.id)),
  ]);
  return {
    lead,
    otherLeads: others
      .filter((other) => !(other.kind === kind && other.id === id))
      .slice(0, OTHER_LEADS_LIMIT)
      .map(({ cursor: _cursor, ...row }) => row),
    enrolments: enrolmentRows.map((row) => ({
      id: row.id,
      course: row.course,
      plan: row.plan,
      status: row.status,
      currency: row.currency,
      feeMinor: decimalToMinor(row.fee),
      paidMinor: decimalToMinor(row.amountPaid),
      startedAt: iso(row.startedAt),
    })),
    notes: notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })),
  };
}
