import type { ReactNode } from "react";
import { Award } from "lucide-react";
import { data, Link } from "react-router";
import {
  checkBatchChange,
  checkCourseChange,
  checkStatusChange,
  CLOSING_STATUSES,
  MOVABLE_COURSES,
  PLAN_LABELS,
  STUDENT_DIRECTORY_TEXT,
  STUDENT_INTENTS,
} from "~/enrolments";
import type { AttendanceRate, BatchChoice } from "~/classes";
import { LEAD_KIND_LABELS } from "~/leads";
import {
  decimalToMinor,
  formatDisplayDate,
  formatIndiaDate,
  formatIndiaDateTime,
  formatMoney,
  indiaDate,
  isUuid,
} from "~/platform";
import { COLLECTION_INTENTS, isPaused } from "~/collections";
import { changeInstalmentDue, graceDays } from "~/collections/index.server";
import { DueDateActions } from "~/collections/ui";
import { listBatchChoices, studentAttendanceRate } from "~/classes/index.server";
import { staffMay } from "~/staff";
import { saveFailureMessage } from "~/staff/index.server";
import { type EnrolmentChange, loadStudentDetails, type StudentDetails, updateStudentEnrolment } from "~/enrolments/index.server";
import { appClock, db } from "~/platform/index.server";
import { AUTOPAY_TEXT, type EnrolmentAutopay } from "~/autopay";
import { autopayOfEnrolments, turnOffAutopay } from "~/autopay/index.server";
import { type ConsentEntry, consentHistoryOfAddress } from "~/consent/index.server";
import { ConsentHistoryPanel } from "~/consent/ui";
import { PaymentStatusBadge } from "~/payments/ui";
import { readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import { BackToList, DetailErrorPage } from "~/ui/admin/detail-error";
import type { Route } from "./+types/student-details";
import { AdminGate } from "~/staff/ui";
import { BatchChoicesList } from "~/classes/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import {
  AdminLinkButton,
  AdminPage,
  AdminPanel,
  AdminTableOrEmpty,
  primaryButtonClass,
  secondaryButtonClass,
  tdClass,
} from "~/ui/admin/admin-page";
import { CheckboxField, ChoiceGroup, SelectField, TextField } from "~/ui/forms/field";
import { DetailFields } from "~/ui/admin/detail-fields";
import { LeadStatusBadge } from "~/leads/ui";
import { AdminStatus, useAnswerStatus } from "~/ui/admin/status-message";
import { IntentForm } from "~/ui/admin/intent-form";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";
import { asOptions } from "~/ui/forms/options";

export const meta = () => adminMeta("Student");

const T = STUDENT_DIRECTORY_TEXT;

export async function loader({ request, params }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (_url, staff) => {
      const database = await db();
      const details = await loadStudentDetails(database, params.studentId);
      if (!details) throw new Response("Not Found", { status: 404 });
      const { batchId, email } = details.student;
      return {
        details,
        batchChoices: await listBatchChoices(database),
        // Every consent given or withdrawn, as the ledger holds it (docs/decisions/0110-consent-ledger.md).
        consents: await consentHistoryOfAddress(database, email),
        // The student's attendance of their batch's sessions held so far.
        attendance: batchId ? await studentAttendanceRate(database, { email, batchId, now: appClock() }) : null,
        // Support reads the student's page; changing an enrolment is an admin's (STAFF_ACCESS).
        canChange: staffMay(staff.role, "student-details.change"),
        // Whether an unpaid instalment pauses the student's access (docs/decisions/0107-collections.md).
        pausing: { today: indiaDate(appClock()), graceDays: graceDays() },
        autopay: await autopayOfEnrolments(
          database,
          details.enrolments.map((enrolment) => enrolment.id),
        ),
      };
    },
    { access: "student-details" },
  );
}

/** The three checks by intent: each gives the change to make or the message to show. */
function checkChange(intent: string, form: Record<string, string>) {
  switch (intent) {
    case STUDENT_INTENTS.batch: {
      const checked = checkBatchChange(form);
      return checked.ok ? { ok: true as const, value: { kind: "batch" as const, ...checked.value } } : checked;
    }
    case STUDENT_INTENTS.course: {
      const checked = checkCourseChange(form);
      return checked.ok ? { ok: true as const, value: { kind: "course" as const, ...checked.value } } : checked;
    }
    case STUDENT_INTENTS.status: {
      const checked = checkStatusChange(form);
      return checked.ok ? { ok: true as const, value: { kind: "status" as const, ...checked.value } } : checked;
    }
    default:
      return { ok: false as const, message: T.unknownIntent };
  }
}

const successMessage = (change: EnrolmentChange) =>
  change.kind === "batch" ? T.batchChanged : change.kind === "course" ? T.courseChanged : T.statusChanged(change.status);

// 'Change batch', 'Change course', 'Save status': the admin and the request's origin are checked first, as every admin
// action does; the answer is the admin screens' green or red message (400 bad form, 404 gone, 409 refused, 500 failed).
export async function action({ request, params }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request, "student-details.change");
  const intent = String(form.intent ?? "");
  const answer = (ok: boolean, message: string, status = 200) => data<AdminActionResult>({ ok, message, intent }, { status });
  // A new due date or a waiver of the instalment now owed (the collections module; audited there).
  if (intent === COLLECTION_INTENTS.extend || intent === COLLECTION_INTENTS.waive) {
    const outcome = await changeInstalmentDue(database, {
      actor: admin,
      enrolmentId: isUuid(form.enrolment_id) ? form.enrolment_id : "00000000-0000-0000-0000-000000000000",
      studentId: /^\d{1,9}$/.test(params.studentId) ? Number(params.studentId) : 0,
      change:
        intent === COLLECTION_INTENTS.extend
          ? { kind: "extend", dueDate: form.due_date, reason: form.reason }
          : { kind: "waive", reason: form.reason },
      now: appClock(),
    });
    return answer(outcome.saved, outcome.message, outcome.saved ? 200 : outcome.status);
  }
  if (intent === AUTOPAY_INTENT) {
    if (!isUuid(form.enrolment_id)) return answer(false, T.enrolmentNotFound, 404);
    const outcome = await turnOffAutopay(database, {
      enrolmentId: form.enrolment_id,
      by: { kind: "admin", actor: admin },
      now: appClock(),
    });
    if (outcome === "not-found") return answer(false, T.enrolmentNotFound, 404);
    return answer(true, outcome === "turned-off" ? "Autopay turned off and cancelled with the provider." : "Autopay was not on.");
  }
  const checked = checkChange(intent, form);
  if (!checked.ok) return answer(false, checked.message, 400);
  const studentId = /^\d{1,9}$/.test(params.studentId) ? Number(params.studentId) : 0;
  try {
    const outcome = await updateStudentEnrolment(database, { actor: admin, studentId, change: checked.value });
    if (!outcome) return answer(false, T.enrolmentNotFound, 404);
    if (!outcome.saved) return answer(false, outcome.message, 409);
    return answer(true, successMessage(checked.value));
  } catch (error) {
    return answer(false, saveFailureMessage(error, "student enrolment"), 500);
  }
}

export default function AdminStudentDetails({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return (
    <StudentScreen
      details={loaderData.details}
      batchChoices={loaderData.batchChoices}
      consents={loaderData.consents}
      attendance={loaderData.attendance}
      canChange={loaderData.canChange}
      pausing={loaderData.pausing}
      autopay={loaderData.autopay}
      answer={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle={T.notFound}
      notFoundText="There is no student at this address."
      subject="student"
      back={<BackToStudents />}
    />
  );
}

function BackToStudents() {
  return <BackToList to="/admin/students" label="All students" />;
}

/** One of the student's lists in its panel: "Payments (2)" headed, or "No payments" when there are none. */
function DetailTable<Item>({
  name,
  items,
  empty = `No ${name.toLowerCase()}`,
  headings,
  row,
}: {
  name: string;
  items: readonly Item[];
  empty?: ReactNode;
  headings: string[];
  row: (item: Item) => ReactNode;
}) {
  return (
    <AdminPanel title={`${name} (${items.length})`} id={name.toLowerCase()}>
      <AdminTableOrEmpty items={items} empty={empty} label={`${name} table`} headings={headings} row={row} />
    </AdminPanel>
  );
}

const text = (value: string | null) => (value === null || value === "" ? "—" : value);
const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

function StudentScreen({
  details,
  batchChoices,
  consents,
  attendance,
  canChange,
  pausing,
  autopay,
  answer,
}: {
  details: StudentDetails;
  batchChoices: BatchChoice[];
  consents: ConsentEntry[];
  attendance: AttendanceRate | null;
  canChange: boolean;
  pausing: Pausing;
  autopay: Record<string, EnrolmentAutopay>;
  answer: AdminActionResult | undefined;
}) {
  const { student } = details;
  const certificateLink = `/admin/certificates?${new URLSearchParams({ email: student.email, name: student.name })}`;
  return (
    <AdminPage
      title={student.name}
      intro={<span className="break-all">{student.email}</span>}
      actions={
        <>
          {canChange ? (
            <AdminLinkButton to={certificateLink} icon={Award}>
              Issue certificate
            </AdminLinkButton>
          ) : null}
          <BackToStudents />
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <AdminPanel title="Profile" id="profile">
          <DetailFields
            fields={[
              ["Name", student.name],
              [
                "Email",
                <span key="email" className="break-all">
                  {student.email}
                </span>,
              ],
              ["Mobile", text(student.mobile)],
              ["Account", student.account ? "Yes" : "No"],
              ["Verified account", student.account?.verified ? "Yes" : "No"],
              ["Batch ID", text(student.batchId)],
              ["Current course", text(student.currentCourseName)],
              ["Enrolled on", formatDisplayDate(student.enrollmentDate)],
              ["Total paid", formatMoney(decimalToMinor(student.totalAmountPaid), student.currency)],
            ]}
          />
        </AdminPanel>

        <EnrolmentsPanel
          enrolments={details.enrolments}
          batchChoices={batchChoices}
          canChange={canChange}
          pausing={pausing}
          autopay={autopay}
          answer={answer}
        />

        <DetailTable
          name="Payments"
          items={details.payments}
          headings={["Date & Time (IST)", "Course", "Amount", "Status"]}
          row={(payment) => (
            <tr key={payment.id}>
              <td className={`${tdClass} whitespace-nowrap`}>
                <Link to={`/admin/payments/${payment.id}`} className={linkClass}>
                  {formatIndiaDateTime(payment.createdAt)}
                </Link>
              </td>
              <td className={`${tdClass} min-w-[9rem]`}>{payment.course}</td>
              <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                {formatMoney(payment.amountMinor, payment.currency)}
              </td>
              <td className={tdClass}>
                <PaymentStatusBadge status={payment.status} />
              </td>
            </tr>
          )}
        />

        <DetailTable
          name="Invoices"
          items={details.invoices}
          headings={["Number", "Issued (IST)", "Amount", "Download"]}
          row={(invoice) => (
            <tr key={invoice.paymentId}>
              <td className={`${tdClass} whitespace-nowrap`}>{invoice.number ?? "Not issued yet"}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {invoice.issuedAt ? formatIndiaDateTime(invoice.issuedAt) : "Issued when first downloaded"}
              </td>
              <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                {formatMoney(invoice.amountMinor, invoice.currency)}
              </td>
              <td className={tdClass}>
                <a href={`/admin/payments/${invoice.paymentId}/invoice.pdf`} download className={linkClass}>
                  Download
                  <span className="sr-only">
                    {" "}
                    invoice {invoice.number ?? `for ${formatMoney(invoice.amountMinor, invoice.currency)}`}
                  </span>
                </a>
              </td>
            </tr>
          )}
        />

        <ConsentHistoryPanel history={consents} />

        <DetailTable
          name="Certificates"
          items={details.certificates}
          headings={["Certificate", "Issued on", "Active", "Verify"]}
          row={(certificate) => (
            <tr key={certificate.id}>
              <td className={`${tdClass} min-w-[9rem]`}>{certificate.name}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDisplayDate(certificate.dateOfIssuing)}</td>
              <td className={tdClass}>{certificate.isActive ? "Yes" : "No"}</td>
              <td className={tdClass}>
                <Link to={`/verify/${certificate.verificationId}`} className={linkClass}>
                  Verify<span className="sr-only"> {certificate.name}</span>
                </Link>
              </td>
            </tr>
          )}
        />

        <DetailTable
          name="Leads"
          items={details.leads}
          empty={<>No leads from {student.email}</>}
          headings={["Date & Time (IST)", "Kind", "Summary", "Status"]}
          row={(lead) => (
            <tr key={`${lead.kind}-${lead.id}`}>
              <td className={`${tdClass} whitespace-nowrap`}>
                <Link to={`/admin/leads/${lead.kind}/${lead.id}`} className={linkClass}>
                  {formatIndiaDateTime(lead.createdAt)}
                </Link>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{LEAD_KIND_LABELS[lead.kind]}</td>
              <td className={`${tdClass} min-w-[16rem]`}>{lead.summary}</td>
              <td className={tdClass}>
                <LeadStatusBadge status={lead.status} />
              </td>
            </tr>
          )}
        />

        <AdminPanel title="Attendance" id="attendance">
          <p className="text-gray-700">
            {!attendance
              ? T.attendanceNoBatch
              : attendance.percent === null
                ? T.attendanceNotYet
                : `${attendance.percent}%: ${attendance.attended} of the ${attendance.held} sessions of ${details.student.batchId} held so far.`}
          </p>
        </AdminPanel>
      </div>
    </AdminPage>
  );
}

/** Each enrolment's fee progress and its three actions, as plain POST forms (they work without JavaScript). */
type Pausing = { today: string; graceDays: number };

function EnrolmentsPanel({
  enrolments,
  batchChoices,
  canChange,
  pausing,
  autopay,
  answer,
}: {
  enrolments: StudentDetails["enrolments"];
  batchChoices: BatchChoice[];
  canChange: boolean;
  pausing: Pausing;
  autopay: Record<string, EnrolmentAutopay>;
  answer: AdminActionResult | undefined;
}) {
  const status = useAnswerStatus(answer);
  return (
    <AdminPanel title={`Enrolments (${enrolments.length})`} id="enrolments">
      <AdminStatus status={status} />
      {enrolments.length === 0 ? (
        <p className="text-gray-700">No enrolments</p>
      ) : (
        <ul aria-label="Enrolments" className="mt-2 divide-y divide-gray-100">
          {enrolments.map((enrolment) => (
            <li key={enrolment.id} className="py-4">
              <h3 className="font-semibold text-gray-900">
                {enrolment.course} <span className="text-sm font-normal capitalize text-gray-700">({enrolment.status})</span>
              </h3>
              <div className="mt-2">
                <DetailFields
                  fields={[
                    ["Plan", PLAN_LABELS[enrolment.plan]],
                    ["Batch ID", text(enrolment.batchId)],
                    ["Fee", formatMoney(enrolment.feeMinor, enrolment.currency)],
                    ["Paid", `${formatMoney(enrolment.paidMinor, enrolment.currency)} (${enrolment.percentPaid}%)`],
                    ["Remaining", formatMoney(enrolment.remainingMinor, enrolment.currency)],
                    ["Months paid", `${enrolment.monthsPaid} of ${enrolment.monthsInPlan}`],
                    ["Started (IST)", formatIndiaDateTime(enrolment.startedAt)],
                    [
                      "Next due",
                      enrolment.nextDueDate
                        ? `${formatDisplayDate(enrolment.nextDueDate)}${
                            isPaused(enrolment.nextDueDate, pausing.today, pausing.graceDays) ? " (unpaid: access paused)" : ""
                          }`
                        : "—",
                    ],
                    ["Autopay", autopayText(autopay[enrolment.id])],
                  ]}
                />
              </div>
              {canChange ? <EnrolmentActions enrolment={enrolment} /> : null}
              {canChange && autopay[enrolment.id] ? <TurnOffAutopayForm enrolmentId={enrolment.id} /> : null}
              {canChange && enrolment.nextDueDate ? (
                <DueDateActions enrolmentId={enrolment.id} dueDate={enrolment.nextDueDate} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canChange ? <BatchChoicesList id="batch-choices" choices={batchChoices} /> : null}
    </AdminPanel>
  );
}

const AUTOPAY_INTENT = "turn-off-autopay";

/** The enrolment's autopay in a few words (docs/decisions/0109-autopay.md). */
function autopayText(autopay: EnrolmentAutopay | undefined): string {
  if (!autopay) return "Off";
  if (autopay.status === "created") return "Waiting for the student's authorisation";
  if (autopay.status === "halted") return "Halted after failed debits (dunning as for a manual payer)";
  const debit = autopay.nextChargeAt
    ? `: next debit ${formatIndiaDate(autopay.nextChargeAt)}, ${formatMoney(autopay.amountPaise, "INR")}`
    : "";
  return `On${debit}`;
}

function TurnOffAutopayForm({ enrolmentId }: { enrolmentId: string }) {
  return (
    <IntentForm
      fields={{ enrolment_id: enrolmentId }}
      intent={AUTOPAY_INTENT}
      className="mt-3"
      buttonClass={secondaryButtonClass}
      button={AUTOPAY_TEXT.turnOff}
    />
  );
}

const CLOSING_CHOICES = CLOSING_STATUSES.map((status) => ({ value: status, label: status[0].toUpperCase() + status.slice(1) }));

function EnrolmentActions({ enrolment }: { enrolment: StudentDetails["enrolments"][number] }) {
  const id = enrolment.id;
  // What the three forms share: which enrolment, and their layout.
  const form = { fields: { enrolment_id: id }, className: "space-y-2" };
  const active = enrolment.status === "active";
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3">
      <IntentForm {...form} intent={STUDENT_INTENTS.batch} buttonClass={primaryButtonClass} button="Change batch">
        <TextField
          label="Batch ID"
          id={`batch-${id}`}
          name="batch_id"
          required
          maxLength={100}
          defaultValue={enrolment.batchId ?? ""}
          list="batch-choices"
          autoComplete="off"
          placeholder="Choose or type a batch"
          compact
        />
      </IntentForm>
      {active && enrolment.plan !== "session" ? (
        <IntentForm {...form} intent={STUDENT_INTENTS.course} buttonClass={primaryButtonClass} button="Change course">
          <SelectField
            label="Course"
            id={`course-${id}`}
            name="course"
            defaultValue={enrolment.course}
            compact
            placeholder={MOVABLE_COURSES.includes(enrolment.course) ? undefined : "Choose a course"}
            options={asOptions(MOVABLE_COURSES)}
          />
        </IntentForm>
      ) : null}
      {active ? (
        <IntentForm {...form} intent={STUDENT_INTENTS.status} buttonClass={secondaryButtonClass} button="Save status">
          <ChoiceGroup
            legend="Close this enrolment"
            name="status"
            id={`status-${id}`}
            options={CLOSING_CHOICES}
            defaultValues={["completed"]}
            compact
          />
          <CheckboxField
            label="Yes, it no longer counts as an active enrolment"
            name="confirm"
            id={`confirm-close-${id}`}
            value="yes"
            required
          />
        </IntentForm>
      ) : null}
    </div>
  );
}
