import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import {
  checkLeadNote,
  checkLeadStatus,
  isLeadKind,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEADS_TEXT,
  NOTE_MAX_LENGTH,
  purposeLabel,
  QUIZ_MAX_SCORE,
  readinessBand,
} from "~/leads";
import { PLAN_LABELS } from "~/enrolments";
import { formatIndiaDateTime, formatIndiaDateTimeWithZone, formatMoney } from "~/platform";
import { addLeadNote, type LeadDetails, type LeadRecord, loadLeadDetails, setLeadStatus } from "~/leads/index.server";
import { db } from "~/platform/index.server";
import { answerAdminSave, readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import { BackToList, detailErrorBoundary } from "~/ui/admin/detail-error";
import type { Route } from "./+types/lead-details";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { IntentButton } from "~/ui/admin/intent-form";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { SelectField, TextAreaField } from "~/ui/forms/field";
import { DetailFields, orDash } from "~/ui/admin/detail-fields";
import { LeadStatusBadge } from "~/leads/ui";
import { AdminStatus, statusOfAnswer } from "~/ui/admin/status-message";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Lead");

const STATUS_INTENT = "status";
const NOTE_INTENT = "note";

export async function loader({ request, params }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async () => {
      const details = isLeadKind(params.kind) ? await loadLeadDetails(await db(), params.kind, params.id) : null;
      if (!details) throw new Response("Not Found", { status: 404 });
      return { details };
    },
    { access: "leads" },
  );
}

// 'Save status' and 'Add note': the admin and the request's origin are checked first, as every admin action does.
export async function action({ request, params }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request, "leads.work");
  const intent = String(form.intent ?? "");
  const kind = isLeadKind(params.kind) ? params.kind : null;
  const lead = { actor: admin, kind: kind ?? "contact", id: kind ? params.id : "" };
  if (intent === STATUS_INTENT) {
    return answerAdminSave({
      intent,
      checked: checkLeadStatus(form.status),
      save: (status) => setLeadStatus(database, { ...lead, status }),
      successMessage: () => LEADS_TEXT.statusSaved,
      notFoundMessage: LEADS_TEXT.notFound,
      context: "lead status",
    });
  }
  return answerAdminSave({
    intent,
    checked: intent === NOTE_INTENT ? checkLeadNote(form.body) : { ok: false, message: LEADS_TEXT.unknownIntent },
    save: (body) => addLeadNote(database, { ...lead, body }),
    successMessage: () => LEADS_TEXT.noteAdded,
    notFoundMessage: LEADS_TEXT.notFound,
    context: "lead note",
  });
}

export default function AdminLeadDetails({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <LeadScreen details={loaderData.details} answer={actionData} />;
}

export const ErrorBoundary = detailErrorBoundary({
  list: { to: "/admin/leads", label: "All leads" },
  notFoundTitle: LEADS_TEXT.notFound,
  notFoundText: "There is no lead at this address.",
  subject: "lead",
});

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const long = (value: string | null) => (value ? <span className="whitespace-pre-wrap break-words">{value}</span> : "—");
const email = (value: string) => <span className="break-all">{value}</span>;

function LeadScreen({ details, answer }: { details: LeadDetails; answer: AdminActionResult | undefined }) {
  const { lead, otherLeads, enrolments, notes } = details;
  return (
    <AdminPage
      title={`${LEAD_KIND_LABELS[lead.kind]}: ${lead.name}`}
      intro={formatIndiaDateTimeWithZone(lead.createdAt)}
      actions={<BackToList to="/admin/leads" label="All leads" />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminPanel title="What they sent" id="submission">
            <DetailFields fields={submittedFields(lead)} />
          </AdminPanel>
          {lead.kind === "quiz" ? <QuizAnswers lead={lead} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <StatusPanel lead={lead} answer={answer?.intent === STATUS_INTENT ? answer : undefined} />
          <NotesPanel notes={notes} answer={answer?.intent === NOTE_INTENT ? answer : undefined} />
        </div>
      </div>

      <AdminPanel title={`Other leads from this e-mail (${otherLeads.length})`} id="other-leads" className="mt-6">
        {otherLeads.length === 0 ? (
          <p className="text-gray-700">No other lead from {lead.email}</p>
        ) : (
          <AdminTable label="Other leads table" headings={["Date & Time (IST)", "Kind", "Name", "Summary", "Status"]}>
            {otherLeads.map((other) => (
              <tr key={`${other.kind}-${other.id}`}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <Link
                    to={`/admin/leads/${other.kind}/${other.id}`}
                    className="font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {formatIndiaDateTime(other.createdAt)}
                  </Link>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{LEAD_KIND_LABELS[other.kind]}</td>
                <td className={`${tdClass} min-w-[9rem]`}>{other.name}</td>
                <td className={`${tdClass} min-w-[16rem]`}>{other.summary}</td>
                <td className={tdClass}>
                  <LeadStatusBadge status={other.status} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>

      <AdminPanel title={`Enrolments with this e-mail (${enrolments.length})`} id="enrolments" className="mt-6">
        {enrolments.length === 0 ? (
          <p className="text-gray-700">No enrolment under {lead.email}</p>
        ) : (
          <AdminTable label="Enrolments table" headings={["Started (IST)", "Course", "Plan", "Fee", "Paid", "Status"]}>
            {enrolments.map((enrolment) => (
              <tr key={enrolment.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(enrolment.startedAt)}</td>
                <td className={`${tdClass} min-w-[9rem]`}>{enrolment.course}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{PLAN_LABELS[enrolment.plan]}</td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                  {formatMoney(enrolment.feeMinor, enrolment.currency)}
                </td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                  {formatMoney(enrolment.paidMinor, enrolment.currency)}
                </td>
                <td className={`${tdClass} whitespace-nowrap capitalize`}>{enrolment.status}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPanel>
    </AdminPage>
  );
}

/** Every field of the form as the visitor filled it in. */
function submittedFields(lead: LeadRecord): [string, ReactNode][] {
  const person: [string, ReactNode][] = [
    ["Name", lead.name],
    ["Email", email(lead.email)],
    ["Mobile", lead.mobile],
    ["Submitted (IST)", formatIndiaDateTime(lead.createdAt)],
    ["Status", <LeadStatusBadge key="status" status={lead.status} />],
  ];
  switch (lead.kind) {
    case "contact":
      return [...person, ["Purpose", purposeLabel(lead.purpose)], ["Additional details", long(lead.additionalDetails)]];
    case "certificate":
      return [
        ...person,
        ["Age", orDash(lead.age)],
        ["Occupation", lead.occupation],
        ["Organization", orDash(lead.organization)],
        ["City", orDash(lead.city)],
        ["Why they want a certificate", orDash(lead.needsCertificate)],
        ["Interest areas", lead.interestAreas.join(", ") || "—"],
        ["Timeline", lead.timeline],
        ["Attended the webinar", yesNo(lead.webinarAttended)],
        ...(lead.webinarAttended
          ? ([
              ["Rating", `${lead.rating} of 5`],
              ["What they liked", long(lead.positiveFeedback)],
              ["What could be better", long(lead.negativeFeedback)],
              ["Would recommend it", yesNo(lead.recommend)],
              ["May publish the feedback", yesNo(lead.permissionPublishFeedback)],
            ] satisfies [string, ReactNode][])
          : []),
        ...lead.references.map((reference, index): [string, ReactNode] => [
          `Reference ${index + 1}`,
          `${reference.name}, ${reference.mobile}`,
        ]),
        ["Declaration", long(lead.declarationText)],
        ["Declared (IST)", formatIndiaDateTime(lead.declarationTimestamp)],
      ];
    case "quiz":
      return [
        ...person,
        ["Age", lead.age],
        ["Occupation", lead.occupation],
        ["Score", `${lead.score} of ${QUIZ_MAX_SCORE}`],
        ["Readiness level", lead.readinessLevel],
        ["AI Spot", lead.spot ? lead.spot.name : "Taken on the website"],
      ];
  }
}

/** The quiz's eight answers and the recommendation the visitor was shown for their score. */
function QuizAnswers({ lead }: { lead: Extract<LeadRecord, { kind: "quiz" }> }) {
  const band = readinessBand(lead.score);
  return (
    <AdminPanel title="Quiz answers and recommendation" id="quiz-answers">
      <ol className="list-decimal space-y-3 pl-5 text-sm">
        {lead.answers.map((answer) => (
          <li key={answer.question}>
            <p className="font-medium text-gray-700">{answer.question}</p>
            <p className="text-gray-900">{answer.answer}</p>
          </li>
        ))}
      </ol>
      <h3 className="mt-6 font-semibold text-gray-900">Recommendation: {band.level}</h3>
      <p className="mt-1 text-sm text-gray-700">{band.summary}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-900">
        {band.recommendations.map((recommendation) => (
          <li key={recommendation}>{recommendation}</li>
        ))}
      </ul>
    </AdminPanel>
  );
}

const STATUS_CHOICES = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

/** The status select: a plain POST form, so it works without JavaScript. */
function StatusPanel({ lead, answer }: { lead: LeadRecord; answer: AdminActionResult | undefined }) {
  const busy = useFormBusy({ intent: STATUS_INTENT });
  return (
    <AdminPanel title="Status" id="lead-status">
      <Form method="post" className="space-y-3">
        {busy ? null : <AdminStatus status={statusOfAnswer(answer)} />}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          {/* Keyed by the saved status, so the select shows it again after a save. */}
          <SelectField
            key={lead.status}
            label="Status of this lead"
            id="lead-status-choice"
            name="status"
            defaultValue={lead.status}
            compact
            options={STATUS_CHOICES}
            className="w-full"
          />
          <IntentButton intent={STATUS_INTENT} busy={busy} busyLabel="Saving...">
            Save status
          </IntentButton>
        </div>
      </Form>
    </AdminPanel>
  );
}

/** 'Add note', then the notes, newest first, with who wrote them and when. */
function NotesPanel({ notes, answer }: { notes: LeadDetails["notes"]; answer: AdminActionResult | undefined }) {
  const busy = useFormBusy({ intent: NOTE_INTENT });
  return (
    <AdminPanel title={`Notes (${notes.length})`} id="lead-notes">
      {/* Keyed by the number of notes: a note added empties the box; a refused one keeps what was typed. */}
      <Form key={notes.length} method="post" className="space-y-3">
        {busy ? null : <AdminStatus status={statusOfAnswer(answer)} />}
        <TextAreaField
          label="Note"
          id="lead-note"
          name="body"
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          compact
          hint={`Up to ${NOTE_MAX_LENGTH} characters. Notes are seen by admins only.`}
        />
        <IntentButton intent={NOTE_INTENT} busy={busy} busyLabel="Adding...">
          Add note
        </IntentButton>
      </Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">No notes yet</p>
      ) : (
        <ul aria-label="Notes" className="mt-4 divide-y divide-gray-100">
          {notes.map((note) => (
            <li key={note.id} className="py-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-gray-900">{note.body}</p>
              <p className="mt-1 text-xs text-gray-600">
                {note.authorEmail ?? "A former admin"}, {formatIndiaDateTimeWithZone(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
