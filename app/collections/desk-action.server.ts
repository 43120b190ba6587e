import { COLLECTION_INTENTS, COLLECTIONS_TEXT } from "~/collections/collections";
import { isUuid } from "~/platform";
import type { Database } from "~/platform/index.server";
import { updateStudentEnrolment } from "~/enrolments/index.server";
import type { AuditActor } from "~/staff/index.server";
import { changeInstalmentDue, type InstalmentDueOutcome } from "./change-instalment-due.server";
import { sendReminderNow } from "./send-reminder-now.server";

const NO_ENROLMENT = "00000000-0000-0000-0000-000000000000";

/** The desk's row actions: 'Send reminder now', 'Extend' and 'Cancel enrolment' (the student page's closing). */
export async function collectionsDeskAction(
  database: Database,
  {
    actor,
    form,
    now,
    appUrl,
    graceDays,
  }: { actor: AuditActor; form: Record<string, string>; now: Date; appUrl: string; graceDays: number },
): Promise<InstalmentDueOutcome> {
  const enrolmentId = isUuid(form.enrolment_id) ? form.enrolment_id : NO_ENROLMENT;
  switch (form.intent) {
    case COLLECTION_INTENTS.remind:
      return sendReminderNow(database, { actor, enrolmentId, now, appUrl, graceDays });
    case COLLECTION_INTENTS.extend:
      return changeInstalmentDue(database, {
        actor,
        enrolmentId,
        change: { kind: "extend", dueDate: form.due_date, reason: form.reason },
        now,
      });
    case COLLECTION_INTENTS.cancel: {
      if (form.confirm !== "yes") return { saved: false, message: COLLECTIONS_TEXT.confirmCancel, status: 400 };
      const studentId = /^\d{1,9}$/.test(form.student_id ?? "") ? Number(form.student_id) : 0;
      const outcome = await updateStudentEnrolment(database, {
        actor,
        studentId,
        change: { kind: "status", enrolmentId, status: "cancelled" },
      });
      if (!outcome) return { saved: false, message: COLLECTIONS_TEXT.notFound, status: 404 };
      if (!outcome.saved) return { saved: false, message: outcome.message, status: 409 };
      return { saved: true, message: COLLECTIONS_TEXT.cancelled };
    }
    default:
      return { saved: false, message: COLLECTIONS_TEXT.unknownAction, status: 400 };
  }
}
