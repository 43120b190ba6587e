// Data found by e-mail is shown only to an account that verified that e-mail: if a guest pays as victim@… and a
// stranger signs up as victim@…, the stranger sees none of it. The verification link works once, and only for the
// signed-in owner of the account, so the victim opening it does not verify the stranger
// (docs/decisions/0082-verification-links-anywhere.md).
import fs from "node:fs";
import { createEmailVerificationToken } from "better-auth/api";
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { VERIFICATION_MESSAGES } from "~/accounts/email-verification";
import { action as accountAction } from "~/routes/account/account";
import { action as signInAction, loader as signInLoader } from "~/routes/account/signin";
import { action as resetPasswordAction } from "~/routes/account/reset-password";
import { action as forgotPasswordAction } from "~/routes/account/forgot-password";
import { action as verifyEmailAction, loader as verifyEmailLoader } from "~/routes/account/verify-email";
import { loader as calendarDownloadLoader } from "~/routes/dashboard/calendar-download";
import { loader as dashboardLoader } from "~/routes/dashboard/dashboard";
import { getConfig } from "~/platform/config.server";
import { authSession, authUser, emailOutbox, payments, studentMasterTable } from "~/platform/db/schema";
import { libraryVisitor } from "~/library/library-visitor.server";
import { getOptionalUser } from "~/accounts/auth/session.server";
import { confirmCheckout } from "~/payments/confirm-checkout.server";
import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import { simulateSandboxCheckout } from "~/payments/simulate-sandbox-checkout.server";
import { ensureAdminAccount } from "~/platform/startup.server";
import { signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { cookieOf, formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { checkoutRequest, guestPaymentRow, placeOrder } from "../support/payment-fixtures";
import { latestResetToken } from "../support/password-reset";
import { useFreshDatabase } from "../support/test-database";
import { verifyEmailThroughLink } from "../support/verified-account";

const testDb = useFreshDatabase();
const sandbox = createSandboxProvider(sandboxSecrets("a-server-secret-for-the-verification-tests"));

/** A guest pays for Agentic AI with `email` through the real order → checkout → confirmation path. */
async function guestPays(email: string) {
  const created = {
    checkout: await placeOrder(testDb.db, checkoutRequest({ email, name: "Vera Victim" }), { provider: sandbox }),
  };
  const simulated = await simulateSandboxCheckout(testDb.db, {
    sandbox,
    paymentId: created.checkout.paymentId,
    outcome: "success",
  });
  if (simulated.kind !== "answered" || !("razorpay_signature" in simulated.response))
    throw new Error("expected a success answer");
  const confirmed = await confirmCheckout(testDb.db, {
    paymentId: created.checkout.paymentId,
    razorpayOrderId: simulated.response.razorpay_order_id,
    razorpayPaymentId: simulated.response.razorpay_payment_id,
    signature: simulated.response.razorpay_signature,
    provider: sandbox,
  });
  expect(confirmed.kind).toBe("confirmed");
  return created.checkout.paymentId;
}

type DashboardData = { signedIn: boolean; verified: boolean; dashboard?: { payments: { id: string }[] }; unverified?: object };

async function dashboardOf(cookie: string) {
  return (await run(dashboardLoader, pageRequest("/dashboard", cookie))) as DashboardData;
}

/** The link of the newest verification e-mail sent to `email`. */
async function verificationLinkTo(email: string, subject = "Verify your e-mail address for AI Elevate Academy") {
  const [message] = await testDb.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, subject)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  expect(message, `a verification e-mail to ${email}`).toBeDefined();
  const link = message!.textBody.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

/** The cookies a loader's answer would set. */
function setCookiesOf(result: unknown) {
  const init = (result as { init?: { headers?: HeadersInit } | null }).init;
  return new Headers(init?.headers).getSetCookie();
}

function locationOf(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get("location");
}

describe("e-mail verification", () => {
  it("shows a stranger who signs up with a guest payer's address nothing of theirs until the address is verified", async () => {
    const victim = uniqueEmail("victim");
    const paymentId = await guestPays(victim);
    const [student] = await testDb.db.select().from(studentMasterTable).where(eq(studentMasterTable.email, victim));
    expect(student).toBeDefined();

    // The stranger signs up with the victim's address (sign-up still signs in and goes to the dashboard).
    const stranger = await signUpStudent(victim, "stranger-secret");
    const page = await dashboardOf(stranger.cookie);
    expect(page).toMatchObject({ signedIn: true, verified: false });
    expect(page.dashboard).toBeUndefined();
    expect(JSON.stringify(page)).not.toContain(paymentId);
    expect(JSON.stringify(page)).not.toContain("Agentic AI");

    // Nothing else found by the e-mail either: calendar, paid library tiers.
    expect(locationOf(await run(calendarDownloadLoader, pageRequest("/dashboard/calendar.ics", stranger.cookie)))).toBe(
      "/dashboard",
    );
    const user = await getOptionalUser(pageRequest("/library", stranger.cookie));
    expect(user?.emailVerified).toBe(false);
    expect(await libraryVisitor(testDb.db, user)).toBe("signed-in");

    // The link went to the victim's inbox. Opened while signed in as that account, it verifies the address…
    const link = await verificationLinkTo(victim);
    expect(locationOf(await run(verifyEmailLoader, pageRequest(`${link.pathname}${link.search}`, stranger.cookie)))).toBe(
      "/dashboard?verified=1",
    );
    // …and the dashboard now shows what belongs to that e-mail, the guest payment included.
    const after = await dashboardOf(stranger.cookie);
    expect(after.verified).toBe(true);
    expect(after.dashboard!.payments.map((payment) => payment.id)).toContain(paymentId);
    expect(await libraryVisitor(testDb.db, await getOptionalUser(pageRequest("/library", stranger.cookie)))).toBe("enrolled");
  });

  it("opened by the victim signed out, the link of an account a stranger opened with their address verifies nothing", async () => {
    const victim = uniqueEmail("victim");
    const paymentId = await guestPays(victim);
    const stranger = await signUpStudent(victim, "stranger-secret");
    const link = await verificationLinkTo(victim);

    // The victim reads the unsolicited e-mail on their phone and opens the link: the sign-in page, nothing more.
    const opened = await run(verifyEmailLoader, pageRequest(`${link.pathname}${link.search}`));
    expect(locationOf(opened)).toBe(`/signin?redirectTo=${encodeURIComponent(`${link.pathname}${link.search}`)}`);
    expect((opened as Response).headers.getSetCookie()).toEqual([]);
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, victim));
    expect(account!.emailVerified).toBe(false);
    const page = await dashboardOf(stranger.cookie);
    expect(page).toMatchObject({ signedIn: true, verified: false });
    expect(JSON.stringify(page)).not.toContain(paymentId);
    // Opened again the same way, it still verifies nothing (and, not spent, still works for the owner signed in).
    expect(locationOf(await run(verifyEmailLoader, pageRequest(`${link.pathname}${link.search}`)))).toMatch(/^\/signin\?/);
    expect((await dashboardOf(stranger.cookie)).verified).toBe(false);
  });

  it("signed out, the link asks the owner to sign in, comes back to itself, verifies once, and leaves no other session", async () => {
    const { email, password, cookie } = await signUpStudent();
    const link = await verificationLinkTo(email);
    const path = `${link.pathname}${link.search}`;
    const signInPage = locationOf(await run(verifyEmailLoader, pageRequest(path)))!;
    const signInPageData = (await run(signInLoader, pageRequest(signInPage))) as {
      redirectTo: string;
      finishingVerification: boolean;
    };
    expect(signInPageData).toMatchObject({ redirectTo: path, finishingVerification: true });
    expect(VERIFICATION_MESSAGES.signInToFinish).toBe("Sign in to finish verifying your e-mail address");
    // An ordinary sign-in page says nothing about verifying.
    expect(await run(signInLoader, pageRequest("/signin?redirectTo=%2Fdashboard"))).toMatchObject({
      finishingVerification: false,
    });

    const signedIn = await run(signInAction, formPost("/signin", { email, password, redirectTo: signInPageData.redirectTo }));
    expect(locationOf(signedIn)).toBe(path);
    const phone = cookieOf(signedIn);
    expect(locationOf(await run(verifyEmailLoader, pageRequest(path, phone)))).toBe("/dashboard?verified=1");
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
    expect(account!.emailVerified).toBe(true);
    // The browser that signed up and the one that signed in: no session was made by the link.
    expect(await testDb.db.$count(authSession, eq(authSession.userId, account!.id))).toBe(2);
    expect((await dashboardOf(cookie)).verified).toBe(true);

    // The link works once: signed in or not, it says so (without asking to sign in first).
    const again = await run(verifyEmailLoader, pageRequest(path, phone));
    expect(statusOf(again)).toBe(400);
    expect(payloadOf(again)).toEqual({ outcome: "expired-or-used", signedIn: true, canResend: false });
    expect(payloadOf(await run(verifyEmailLoader, pageRequest(path)))).toEqual({
      outcome: "expired-or-used",
      signedIn: false,
      canResend: false,
    });
  });

  it("opened while signed in to another account, the link says so, offers nothing of that account's, and verifies nothing", async () => {
    const owner = await signUpStudent();
    const other = await signUpStudent();
    const link = await verificationLinkTo(owner.email);
    const result = await run(verifyEmailLoader, pageRequest(`${link.pathname}${link.search}`, other.cookie));
    expect(statusOf(result)).toBe(403);
    expect(payloadOf(result)).toEqual({ outcome: "other-account", signedIn: true, canResend: false });
    expect(setCookiesOf(result)).toEqual([]);
    expect(await dashboardOf(owner.cookie)).toMatchObject({ signedIn: true, verified: false });
    expect(await dashboardOf(other.cookie)).toMatchObject({ signedIn: true, verified: false });
    // The link was not spent: its owner, signed in, still verifies with it.
    await verifyEmailThroughLink(owner.email, owner.cookie, link.searchParams.get("token")!);
  });

  it("two openings of one link at the same moment verify once: the other says the link was used", async () => {
    const { email, cookie } = await signUpStudent();
    const link = await verificationLinkTo(email);
    const results = await Promise.all(
      [0, 1].map(() => run(verifyEmailLoader, pageRequest(`${link.pathname}${link.search}`, cookie))),
    );
    const outcomes = results.map((result) =>
      result instanceof Response ? result.headers.get("location") : (payloadOf(result) as { outcome: string }).outcome,
    );
    expect(outcomes.sort()).toEqual(["/dashboard?verified=1", "expired-or-used"]);
  });

  it("a link sent to an account that was deleted does not verify a new account with the same address", async () => {
    const first = await signUpStudent();
    const link = await verificationLinkTo(first.email);
    const deleted = await run(
      accountAction,
      formPost(
        "/account",
        { intent: "delete-account", deletePassword: first.password, deleteConfirmation: "DELETE" },
        { cookie: first.cookie },
      ),
    );
    expect(statusOf(deleted)).toBe(302);
    // Tokens carry whole seconds: the new account is made in a later second than the old link (only Date is moved).
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true, now: Date.now() + 2_000 });
    let second: Awaited<ReturnType<typeof signUpStudent>>;
    let result: Awaited<ReturnType<typeof run>>;
    try {
      second = await signUpStudent(first.email, "another-secret");
      result = await run(verifyEmailLoader, pageRequest(`${link.pathname}${link.search}`));
    } finally {
      vi.useRealTimers();
    }
    expect(payloadOf(result)).toMatchObject({ outcome: "expired-or-used" });
    expect((await dashboardOf(second.cookie)).verified).toBe(false);
  });

  it("a change-of-address link moves the account only for its signed-in owner, once, and leaves no session behind", async () => {
    const student = await signUpStudent();
    await verifyEmailThroughLink(
      student.email,
      student.cookie,
      (await verificationLinkTo(student.email)).searchParams.get("token")!,
    );
    const newEmail = uniqueEmail("moved");
    const asked = await run(
      accountAction,
      formPost("/account", { intent: "change-email", newEmail, emailPassword: student.password }, { cookie: student.cookie }),
    );
    expect(statusOf(asked)).toBe(200);
    const link = await verificationLinkTo(newEmail, "Confirm your new e-mail address for AI Elevate Academy");
    const path = `${link.pathname}${link.search}`;
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, student.email));
    const sessionsBefore = await testDb.db.$count(authSession, eq(authSession.userId, account!.id));

    // Signed out: the sign-in page; the account keeps its address and no session is made.
    expect(locationOf(await run(verifyEmailLoader, pageRequest(path)))).toBe(`/signin?redirectTo=${encodeURIComponent(path)}`);
    expect(await testDb.db.$count(authSession, eq(authSession.userId, account!.id))).toBe(sessionsBefore);
    const [unmoved] = await testDb.db.select().from(authUser).where(eq(authUser.id, account!.id));
    expect(unmoved!.email).toBe(student.email);

    // The owner, signed in, finishes it.
    expect(locationOf(await run(verifyEmailLoader, pageRequest(path, student.cookie)))).toBe("/dashboard?verified=1");
    expect(await testDb.db.$count(authSession, eq(authSession.userId, account!.id))).toBe(sessionsBefore);
    const [moved] = await testDb.db.select().from(authUser).where(eq(authUser.id, account!.id));
    expect(moved).toMatchObject({ email: newEmail, emailVerified: true });

    expect(payloadOf(await run(verifyEmailLoader, pageRequest(path, student.cookie)))).toMatchObject({
      outcome: "expired-or-used",
    });
  });

  it("says when a link has expired or is not a link at all, and offers a new one", async () => {
    const { email, cookie } = await signUpStudent();
    const expired = await createEmailVerificationToken(getConfig().authSecret, email, undefined, -60);
    const expiredPage = await run(verifyEmailLoader, pageRequest(`/verify-email?token=${expired}`, cookie));
    expect(statusOf(expiredPage)).toBe(400);
    expect(payloadOf(expiredPage)).toEqual({ outcome: "expired-or-used", signedIn: true, canResend: true });

    const forged = await createEmailVerificationToken("not-the-server-secret-not-the-server-secret", email, undefined, 3600);
    expect(payloadOf(await run(verifyEmailLoader, pageRequest(`/verify-email?token=${forged}`, cookie)))).toEqual({
      outcome: "invalid",
      signedIn: true,
      canResend: true,
    });
    expect(payloadOf(await run(verifyEmailLoader, pageRequest("/verify-email?token=garbage", cookie)))).toMatchObject({
      outcome: "invalid",
    });
    // Signed out, the page can only ask the visitor to sign in for a new link.
    expect(payloadOf(await run(verifyEmailLoader, pageRequest(`/verify-email?token=${expired}`)))).toEqual({
      outcome: "expired-or-used",
      signedIn: false,
      canResend: false,
    });
    expect((await dashboardOf(cookie)).verified).toBe(false);
    // A refused link is not spent: the real one still works.
    await verifyEmailThroughLink(email, cookie, (await verificationLinkTo(email)).searchParams.get("token")!);
  });

  it("a used link opened again by the verified student says it was used, and offers the dashboard", async () => {
    const { email, cookie } = await signUpStudent();
    const link = await verificationLinkTo(email);
    await verifyEmailThroughLink(email, cookie, link.searchParams.get("token")!);
    const again = await run(verifyEmailLoader, pageRequest(`${link.pathname}${link.search}`, cookie));
    expect(payloadOf(again)).toEqual({ outcome: "expired-or-used", signedIn: true, canResend: false });
    expect((await dashboardOf(cookie)).verified).toBe(true);
  });

  it("resends the link a few times an hour, then asks the student to wait", async () => {
    const { email, cookie } = await signUpStudent();
    const sentBefore = await testDb.db.$count(emailOutbox, eq(emailOutbox.toAddress, email));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await run(verifyEmailAction, formPost("/verify-email", { intent: "resend" }, { cookie }));
      expect(payloadOf(answer)).toEqual({ sent: true, message: VERIFICATION_MESSAGES.resent });
    }
    const limited = await run(verifyEmailAction, formPost("/verify-email", { intent: "resend" }, { cookie }));
    expect(statusOf(limited)).toBe(429);
    expect(payloadOf(limited)).toEqual({ sent: false, message: VERIFICATION_MESSAGES.resendLimited });
    expect(await testDb.db.$count(emailOutbox, eq(emailOutbox.toAddress, email))).toBe(sentBefore + 3);

    // Any of the links works.
    await verifyEmailThroughLink(email, cookie, (await verificationLinkTo(email)).searchParams.get("token")!);
  });

  it("refuses a resend from another site or without a session", async () => {
    const { cookie } = await signUpStudent();
    expect(
      statusOf(
        await run(verifyEmailAction, formPost("/verify-email", { intent: "resend" }, { cookie, origin: "https://evil.example" })),
      ),
    ).toBe(403);
    expect(locationOf(await run(verifyEmailAction, formPost("/verify-email", { intent: "resend" })))).toMatch(
      /^\/signin\?redirectTo=/,
    );
  });

  it("counts a password reset through the e-mailed link as proof of the address", async () => {
    const { email } = await signUpStudent();
    expect(payloadOf(await run(forgotPasswordAction, formPost("/forgot-password", { email })))).toMatchObject({ state: "sent" });
    const token = await latestResetToken();
    const updated = await run(
      resetPasswordAction,
      formPost("/reset-password", { token, password: "fresh-secret", confirmPassword: "fresh-secret" }),
    );
    expect(locationOf(updated)).toBe("/signin?reset=success");
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
    expect(account!.emailVerified).toBe(true);
  });

  it("treats the ADMIN_EMAIL account as verified, and sends it no verification e-mail", async () => {
    const email = uniqueEmail("operator");
    await ensureAdminAccount(testDb.db, { email, password: "operator-secret-2026" });
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
    expect(account).toMatchObject({ role: "admin", emailVerified: true });
    expect(await testDb.db.$count(emailOutbox, eq(emailOutbox.toAddress, email))).toBe(0);
  });

  it("upgrades existing accounts by the recorded rule: admins and signed-in payers are verified, others are not", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const account = (id: string, role = "student") => ({
      id: `${id}-${suffix}`,
      name: id,
      email: `${id}.${suffix}@example.com`,
      role,
    });
    const [payer, guestPayer, admin, browser] = [
      account("payer"),
      account("guest-payer"),
      account("admin", "admin"),
      account("browser"),
    ];
    await testDb.db.insert(authUser).values([payer, guestPayer, admin, browser]);
    const paymentOf = (email: string, userId: string) => ({
      ...guestPaymentRow({ userId, name: "Someone", email, mobile: "9000000000" }),
      paymentDate: "2026-10-01",
      paymentTime: "10:00:00",
      paymentMethod: "online",
    });
    await testDb.db.insert(payments).values([paymentOf(payer.email, payer.id), paymentOf(guestPayer.email, "guest_abc")]);

    await testDb.db.execute(sql.raw(fs.readFileSync("drizzle/0004_verified_accounts.sql", "utf8")));
    const rows = await testDb.db
      .select({ id: authUser.id, emailVerified: authUser.emailVerified })
      .from(authUser)
      .where(sql`${authUser.id} like ${`%-${suffix}`}`);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.emailVerified]))).toEqual({
      [payer.id]: true,
      [guestPayer.id]: false,
      [admin.id]: true,
      [browser.id]: false,
    });
  });
});
