import { Form } from "react-router";
import { COLLECTION_INTENTS, REASON_MAX_LENGTH } from "~/collections/collections";
import { formatDisplayDate } from "~/platform";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/admin/admin-page";
import { TextField } from "~/ui/forms/field";
import { useFormBusy } from "~/ui/forms/use-form-busy";

/**
 * 'Extend' (a new due date) and, unless `extendOnly`, 'Waive' for the instalment now owed: each with a required reason,
 * as plain POST forms to the page they sit on.
 */
export function DueDateActions({
  enrolmentId,
  dueDate,
  extendOnly = false,
}: {
  enrolmentId: string;
  dueDate: string;
  extendOnly?: boolean;
}) {
  const fields = { enrolment_id: enrolmentId };
  const extending = useFormBusy({ intent: COLLECTION_INTENTS.extend, fields });
  const waiving = useFormBusy({ intent: COLLECTION_INTENTS.waive, fields });
  return (
    <div className={`mt-4 grid gap-4 ${extendOnly ? "" : "md:grid-cols-2"}`}>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="enrolment_id" value={enrolmentId} />
        <TextField
          type="date"
          label={`New due date (now ${formatDisplayDate(dueDate)})`}
          id={`due-date-${enrolmentId}`}
          name="due_date"
          required
          compact
        />
        <ReasonField label="Reason" id={`extend-reason-${enrolmentId}`} />
        <button type="submit" name="intent" value={COLLECTION_INTENTS.extend} disabled={extending} className={primaryButtonClass}>
          Extend
        </button>
      </Form>
      {extendOnly ? null : (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="enrolment_id" value={enrolmentId} />
          <ReasonField label="Reason for the waiver" id={`waive-reason-${enrolmentId}`} />
          <p className="text-sm text-gray-700">The fee drops by one instalment; the next one falls due 30 days after this one.</p>
          <button
            type="submit"
            name="intent"
            value={COLLECTION_INTENTS.waive}
            disabled={waiving}
            className={secondaryButtonClass}
          >
            Waive this instalment
          </button>
        </Form>
      )}
    </div>
  );
}

/** Why the due date moves: both actions require one, with the same limit. */
function ReasonField({ label, id }: { label: string; id: string }) {
  return <TextField label={label} id={id} name="reason" required maxLength={REASON_MAX_LENGTH} compact />;
}
