// Verifying an account's e-mail the way a student does: opening the link of the verification e-mail while signed in.
import { expect } from "vitest";
import { loader as verifyEmailLoader } from "~/routes/account/verify-email";
import { getAuth } from "~/accounts/auth/auth.server";
import { newVerificationToken } from "~/accounts/auth/verification-link.server";
import { getConfig } from "~/platform/config.server";

/** Opens `/verify-email?token=…` (a token like the e-mail's) with the account's session cookie; expects the dashboard. */
export async function verifyEmailThroughLink(email: string, cookie: string, token?: string) {
  const link = `${getConfig().appUrl}/verify-email?token=${encodeURIComponent(token ?? (await newVerificationToken(email)))}`;
  let result: unknown;
  try {
    result = await verifyEmailLoader({ request: new Request(link, { headers: { cookie } }), params: {}, context: {} } as never);
  } catch (thrown) {
    result = thrown;
  }
  expect(result).toBeInstanceOf(Response);
  expect((result as Response).headers.get("location")).toBe("/dashboard?verified=1");
}

/** A student account made through the auth API and verified by its link; returns its session cookie. */
export async function signUpVerifiedStudent(email: string, password: string, name = "Verified Student") {
  const auth = await getAuth();
  await auth.api.signUpEmail({ body: { email, password, name } });
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  await verifyEmailThroughLink(email, cookie);
  return { email, cookie };
}
