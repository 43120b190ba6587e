import { isAPIError } from "better-auth/api";
import { ACCOUNT_MESSAGES, type SignUpInput } from "~/accounts/account-schemas";
import { forwardedAuthCookies } from "./auth/auth-cookies.server";
import { inAuthTransaction } from "./auth/auth.server";
import { enqueueVerificationEmail, newVerificationToken } from "./auth/verification-link.server";
import { clientIp, consumeRateLimit, db, logger, RATE_LIMITS, users } from "~/platform/index.server";
import { isRegisteredEmail } from "./is-registered-email.server";
import type { OptIn } from "~/consent";
import { recordOptIns } from "~/consent/index.server";

export type SignUpResult =
  | { kind: "signed-up"; userId: string; headers: Headers }
  | { kind: "already-registered" }
  | { kind: "failed"; status: number; message: string };

const ALREADY_EXISTS_CODES = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

class ProfileNotSaved extends Error {}

/**
 * Creates the account and its `users` profile (spec 1 §3) in one transaction, and signs the person in.
 * `headers` carries the session cookie for the response.
 */
export async function signUp({
  account,
  optIns = [],
  request,
}: {
  account: SignUpInput;
  /** The WhatsApp opt-ins ticked on the form, recorded with the account (docs/decisions/0110-consent-ledger.md). */
  optIns?: readonly OptIn[];
  request: Request;
}): Promise<SignUpResult> {
  const database = await db();
  if (!(await consumeRateLimit(database, RATE_LIMITS.signUpPerIp, clientIp(request)))) {
    return { kind: "failed", status: 429, message: ACCOUNT_MESSAGES.tooManyAttempts };
  }
  if (await isRegisteredEmail(database, account.email)) return { kind: "already-registered" };

  try {
    const created = await inAuthTransaction(async (auth, transaction) => {
      const { headers, response } = await auth.api.signUpEmail({
        body: { name: account.name, email: account.email, password: account.password },
        headers: request.headers,
        returnHeaders: true,
      });
      try {
        await transaction.insert(users).values({
          userId: response.user.id,
          email: account.email,
          name: account.name,
          mobileNo: account.mobile_no,
          age: account.age,
          occupation: account.occupation,
        });
      } catch (error) {
        throw new ProfileNotSaved("the users profile could not be saved", { cause: error });
      }
      await recordOptIns(transaction, {
        person: { userId: response.user.id, email: account.email, mobile: account.mobile_no },
        optIns,
        source: "sign-up",
      });
      // The verification link leaves with the account, or neither does.
      await enqueueVerificationEmail(transaction, {
        to: response.user.email,
        name: account.name,
        token: await newVerificationToken(response.user.email),
      });
      return { userId: response.user.id, headers };
    });
    return { kind: "signed-up", userId: created.userId, headers: forwardedAuthCookies(created.headers) };
  } catch (error) {
    if (isAPIError(error)) {
      const code = String(error.body?.code ?? "");
      // A second sign-up with the same e-mail that raced past the check above fails on the unique e-mail.
      if (ALREADY_EXISTS_CODES.has(code) || (await isRegisteredEmail(database, account.email))) {
        return { kind: "already-registered" };
      }
      return { kind: "failed", status: error.statusCode || 400, message: error.body?.message || ACCOUNT_MESSAGES.signUpFailed };
    }
    if (error instanceof ProfileNotSaved) {
      logger.error({ err: error.cause }, "sign-up rolled back: profile not saved");
      return { kind: "failed", status: 500, message: ACCOUNT_MESSAGES.signUpFailed };
    }
    logger.error({ err: error }, "sign-up failed");
    return { kind: "failed", status: 500, message: ACCOUNT_MESSAGES.unexpected };
  }
}
