import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import {
  authAccount,
  authRateLimit,
  authSession,
  authTwoFactor,
  authUser,
  authVerification,
  clearSignInFailures,
  type Database,
  db,
  getConfig,
} from "~/platform/index.server";
import { enqueueCappedEmail, passwordResetEmail } from "~/email/index.server";
import { eq } from "drizzle-orm";
import { followEmailChange } from "../follow-email-change.server";
import { enqueueVerificationEmail, VERIFICATION_LINK_SECONDS } from "./verification-link.server";
import { withPreparedSessionLookup } from "./session-lookup.server";
import { takeTotpCodeOnce } from "./totp-code-once.server";

/** How long a sign-in waits for its two-factor code after the right password. */
export const TWO_FACTOR_PENDING_SECONDS = 5 * 60;

const TWO_FACTOR_PATHS = [
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
];

function createAuth(database: Database) {
  const config = getConfig();
  return betterAuth({
    appName: "Academy",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    // Accounts, passwords and e-mail changes go only through the site's own forms (app/routes/account/*), which
    // create the profile and apply our rate limits; e-mail links open our /verify-email
    // (docs/decisions/0082-verification-links-anywhere.md).
    disabledPaths: [
      "/sign-up/email",
      "/sign-in/email",
      "/request-password-reset",
      "/change-password",
      "/change-email",
      "/verify-email",
      "/send-verification-email",
      // Two-factor sign-in is turned on and off on /admin/admins and answered at the admin gate, both of which count
      // wrong passwords and codes (docs/decisions/0046-admin-two-factor.md); none of the plugin's own URLs answer.
      ...TWO_FACTOR_PATHS,
    ],
    database: withPreparedSessionLookup(authTables(database), database),
    plugins: [
      twoFactor({
        // The pending sign-in (password right, code not yet given) lasts 5 minutes; then the password is asked again.
        twoFactorCookieMaxAge: TWO_FACTOR_PENDING_SECONDS,
        // The TOTP secret and backup codes are stored encrypted with the auth secret (the plugin's default).
        backupCodeOptions: { storeBackupCodes: "encrypted" },
      }),
    ],
    hooks: {
      // An authenticator code is taken once: replayed within its 30 seconds, it is refused (totp-code-once.server.ts).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/two-factor/verify-totp") await takeTotpCodeOnce(ctx, database);
      }),
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "student", input: false },
      },
      // docs/decisions/0030-account-self-service.md: a verified account's new address counts once its link is opened;
      // an unverified account's address is replaced at once, and stays unverified until its own link is opened.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
    },
    databaseHooks: {
      user: {
        update: {
          // Runs right after every account update, on the same database handle (a transaction, in inAuthTransaction).
          after: async (user) => {
            if (user)
              await followEmailChange(database, { userId: user.id, email: user.email, emailVerified: user.emailVerified });
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Anyone can ask for one for any address: it counts against the address's daily cap (enqueue-capped-email).
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueCappedEmail(database, "password-reset", passwordResetEmail({ to: user.email, name: user.name, link }));
      },
      // The reset link reached the inbox and was used: that proves the address as well as a verification link. The
      // failed sign-ins counted against the account are forgotten: a stranger's guesses lock out no one past a reset.
      onPasswordReset: async ({ user }) => {
        await database.update(authUser).set({ emailVerified: true, updatedAt: new Date() }).where(eq(authUser.id, user.id));
        await clearSignInFailures(database, user.email);
      },
    },
    // docs/decisions/0020-email-verification.md: data found by e-mail is shown only once the address is verified.
    // The site's sign-up form sends the first link itself (sign-up.server.ts), in the transaction that makes the
    // account, so accounts made by ADMIN_EMAIL or the demo seed get none. better-auth sends the ones it makes
    // itself (a change of e-mail) through the same outbox.
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await enqueueVerificationEmail(database, { to: user.email, name: user.name, token });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
    },
    advanced: {
      // better-auth turns its Origin check off by itself when NODE_ENV=test (or TEST is set): keep it on
      // everywhere, so a cross-site POST to /api/auth/* (e.g. sign-out) is refused in every environment.
      disableOriginCheck: false,
      // Who is signed in is asked on every page: the session and its user in one query, not two; that query
      // is a prepared statement (session-lookup.server.ts).
      database: { joins: true },
      useSecureCookies: config.isProduction,
      ipAddress: {
        // server/app.ts sets x-client-ip from Express's req.ip (socket, or X-Forwarded-For under TRUST_PROXY).
        ipAddressHeaders: ["x-client-ip"],
      },
    },
    logger: { disabled: Boolean(process.env.VITEST) },
  });
}

/** better-auth's drizzle adapter on our tables, as it is before the session lookup is prepared (session-lookup.server.ts). */
export function authTables(database: Database) {
  return drizzleAdapter(database, {
    provider: "pg",
    schema: {
      user: authUser,
      session: authSession,
      account: authAccount,
      verification: authVerification,
      rateLimit: authRateLimit,
      twoFactor: authTwoFactor,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One auth instance per database (tests swap databases between files).
const instances = new WeakMap<Database, Auth>();

export async function getAuth(): Promise<Auth> {
  const database = await db();
  let auth = instances.get(database);
  if (!auth) {
    auth = createAuth(database);
    instances.set(database, auth);
  }
  return auth;
}

/**
 * Runs `work` in one database transaction, with an auth instance whose every write goes through it:
 * an account and the rows created alongside it are saved together or not at all.
 */
export async function inAuthTransaction<T>(work: (auth: Auth, transaction: Database) => Promise<T>): Promise<T> {
  const database = await db();
  return database.transaction(async (transaction) => {
    const scoped = transaction as unknown as Database;
    return work(createAuth(scoped), scoped);
  });
}
