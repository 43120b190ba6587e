// The answer every admin form action gives (spec 3 §4 "Admin forms", §8): a checked form is written,
// then a green message, or a red one with the spec's wording and a fitting status.
import { data } from "react-router";
import { unknownBatchText } from "~/classes";
import { type FormCheck, formValues, isUuid } from "~/platform";
import { ADMIN_ONLY, type StaffAccess } from "~/staff";
import { requireStaffAction, saveFailureMessage } from "~/staff/index.server";
import { batchExists } from "~/classes/index.server";
import { type Database, databaseErrorMessage, db, logger } from "~/platform/index.server";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";

/** What every admin form action starts from: the signed-in staff member whose role may do it (or a refusal), the posted values, the database. */
export async function readAdminAction(request: Request, access: StaffAccess = ADMIN_ONLY) {
  const admin = await requireStaffAction(request, access);
  const form = formValues(await request.formData());
  return { admin, form, database: await db() };
}

/**
 * A checked form whose batch ID names no batch becomes the refusal "Batch … does not exist…" (400, nothing
 * saved). Batches are never deleted, so the batch still exists when the save runs.
 */
export async function withKnownBatch<Value>(
  database: Database,
  checked: FormCheck<Value>,
  batchIdOf: (value: Value) => string,
): Promise<FormCheck<Value>> {
  if (!checked.ok) return checked;
  const batchId = batchIdOf(checked.value);
  return (await batchExists(database, batchId)) ? checked : { ok: false, message: unknownBatchText(batchId) };
}

/** A save's green message: the screen's 'created' or 'updated' text. */
export const createdOrUpdated =
  (messages: { created: string; updated: string }) => (saved: { outcome: "created" | "updated" }) =>
    saved.outcome === "created" ? messages.created : messages.updated;

function failure(message: string, intent: string, status: number) {
  return data<AdminActionResult>({ ok: false, message, intent }, { status });
}

/** Check → save → 'created'/'updated' message; 400 on a form error, 404 when the row is gone, 500 on failure. */
export async function answerAdminSave<Value, Saved>({
  intent = "save",
  checked,
  save,
  successMessage,
  notFoundMessage,
  notFoundStatus = 404,
  context,
}: {
  intent?: string;
  checked: FormCheck<Value>;
  save: (value: Value) => Promise<Saved | null>;
  successMessage: (saved: Saved) => string;
  notFoundMessage?: string;
  /** The status of a save that returned null: 404 when the row is gone, 409 when it refused to overwrite one. */
  notFoundStatus?: number;
  /** What was saved, for the log. */
  context: string;
}) {
  if (!checked.ok) return failure(checked.message, intent, 400);
  try {
    const saved = await save(checked.value);
    if (saved === null) return failure(notFoundMessage ?? "", intent, notFoundStatus);
    return { ok: true, message: successMessage(saved), intent } satisfies AdminActionResult;
  } catch (error) {
    return failure(saveFailureMessage(error, context), intent, 500);
  }
}

/** Delete by row id with the screen's own success, not-found and failure texts. */
export async function answerAdminDelete<Id = string>({
  id,
  readId = (posted) => (isUuid(posted) ? (posted as Id) : null),
  remove,
  messages,
  failedText,
  context,
}: {
  id: unknown;
  /** The posted id as the row's key, null when it cannot be one (a uuid unless told otherwise). */
  readId?: (posted: unknown) => Id | null;
  remove: (id: Id) => Promise<boolean>;
  messages: { deleted: string; notFound: string };
  failedText: (databaseMessage: string | null) => string;
  context: string;
}) {
  const intent = "delete";
  const key = readId(id);
  if (key === null) return failure(failedText(null), intent, 400);
  try {
    if (!(await remove(key))) return failure(messages.notFound, intent, 404);
    return { ok: true, message: messages.deleted, intent } satisfies AdminActionResult;
  } catch (error) {
    logger.error({ err: error }, `${context} delete failed`);
    return failure(failedText(databaseErrorMessage(error)), intent, 500);
  }
}
