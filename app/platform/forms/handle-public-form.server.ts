// The steps every public form action takes (contact, AI-readiness quiz, certificate application, AI Spot
// application): a form from this site only, a checked form, quiet success for a bot that fills the honeypot,
// a per-address rate limit, then one save and the spec's message for what happened.
import type { FormCheck } from "~/platform/forms/field-schemas";
import type { Database } from "../db/client.server";
import { db } from "../db/database.server";
import { databaseErrorMessage } from "../db/errors.server";
import { reportFailure } from "../http/failure-reference.server";
import { consumeRateLimit, RATE_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE, type RateLimitRule } from "../rate-limit.server";
import { clientIp } from "../security/client-ip.server";
import { assertSameOrigin } from "../security/origin.server";

/** The name of the field no person fills in (HoneypotField in app/ui/forms). */
const HONEYPOT_FIELD = "website";

/** A public form's posted fields, refused (403) when the form was sent from another site. */
export async function readPublicForm(request: Request): Promise<FormData> {
  assertSameOrigin(request);
  return request.formData();
}

/**
 * Check → honeypot → rate limit → save. `refused`: 400 for the form's first problem, 429 over the limit, 500 when the
 * save fails (with reportFailure's safe sentence). `saved` answers a stored form, and a bot, whose is not.
 */
export async function handlePublicForm<Value, Saved, Refused>({
  request,
  form,
  checked,
  save,
  saved,
  refused,
  failureMessage,
  context,
  rateLimit = RATE_LIMITS.publicFormPerIp,
}: {
  request: Request;
  form: FormData;
  checked: FormCheck<Value>;
  save: (database: Database, value: Value) => Promise<unknown>;
  saved: (value: Value) => Saved;
  refused: (message: string, status: 400 | 429 | 500) => Refused;
  failureMessage: (detail: string, fromDatabase: boolean) => string;
  /** What failed, for the log. */
  context: string;
  rateLimit?: RateLimitRule;
}): Promise<Saved | Refused> {
  if (!checked.ok) return refused(checked.message, 400);
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return saved(checked.value); // a bot: nothing is stored
  const database = await db();
  if (!(await consumeRateLimit(database, rateLimit, clientIp(request)))) return refused(TOO_MANY_ATTEMPTS_MESSAGE, 429);
  try {
    await save(database, checked.value);
  } catch (failure) {
    const detail = reportFailure(request, failure, context);
    return refused(failureMessage(detail, databaseErrorMessage(failure) !== null), 500);
  }
  return saved(checked.value);
}
