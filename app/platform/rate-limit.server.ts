import { sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "~/accounts";
import { queryRows, type Database } from "./db/client.server";
import { logger } from "./logger.server";

// Attempt counters shared by every server: rows of `rate_limit_counters`, one per rule and subject,
// counted in fixed windows. Each count is one SQL statement, so concurrent servers never lose a hit.

export interface RateLimitRule {
  /** Part of the counter's key; keep it stable, counters are found by it. */
  name: string;
  /** Attempts allowed within one window. */
  max: number;
  windowSeconds: number;
}

// Per-IP limits stay generous: offices and mobile networks share addresses.
export const RATE_LIMITS = {
  // Failed sign-ins in 15 minutes: 10 per address, and 5 per account from any one address, so that a stranger can lock
  // an account only from their own address (docs/decisions/0081-sign-in-lockout-and-mail-cap.md).
  signInFailuresPerIp: { name: "sign-in-failures:ip", max: 10, windowSeconds: 15 * 60 },
  signInFailuresPerAccountAndIp: { name: "sign-in-failures:account-ip", max: 5, windowSeconds: 15 * 60 },
  forgotPasswordPerIp: { name: "forgot-password:ip", max: 20, windowSeconds: 60 },
  forgotPasswordPerEmail: { name: "forgot-password:email", max: 3, windowSeconds: 60 },
  signUpPerIp: { name: "sign-up:ip", max: 20, windowSeconds: 60 },
  // /account: wrong passwords typed to change the password or e-mail, or to delete the account.
  accountPasswordFailuresPerUser: { name: "account-password-failures:user", max: 5, windowSeconds: 60 },
  // Each e-mail change sends a link to an address the person typed: a handful an hour is plenty.
  emailChangePerUser: { name: "email-change:user", max: 5, windowSeconds: 60 * 60 },
  // Public forms anyone may send (contact, quiz, applications): per IP, a burst a person never reaches.
  publicFormPerIp: { name: "public-form:ip", max: 20, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

const counterKey = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/**
 * Counts one attempt of `subject` (an IP address, an e-mail) against `rule`.
 * Returns false when this attempt goes over the limit.
 */
export async function consumeRateLimit(database: Database, rule: RateLimitRule, subject: string): Promise<boolean> {
  const key = counterKey(rule, subject);
  // In an upsert's SET every expression sees the row as it was, so both CASEs test the old window.
  const [counter] = await queryRows<{ count: number }>(
    database,
    sql`
    insert into rate_limit_counters as counter (key, count, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when counter.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else counter.count + 1 end,
      window_started_at = case when counter.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else counter.window_started_at end
    returning count`,
  );
  if (Math.random() < 0.01) void pruneRateLimitCounters(database);
  return Number(counter!.count) <= rule.max;
}

/** Whether `subject` has used up `rule` in the current window, without counting an attempt. */
export async function isRateLimited(database: Database, rule: RateLimitRule, subject: string): Promise<boolean> {
  const [counter] = await queryRows<{ count: number }>(
    database,
    sql`
    select count from rate_limit_counters
     where key = ${counterKey(rule, subject)}
       and window_started_at > now() - make_interval(secs => ${rule.windowSeconds})`,
  );
  return counter !== undefined && Number(counter.count) >= rule.max;
}

/** Takes back one attempt counted by `consumeRateLimit` in the current window (one that turned out not to count). */
export async function refundRateLimit(database: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await database.execute(sql`
    update rate_limit_counters set count = greatest(count - 1, 0)
     where key = ${counterKey(rule, subject)}
       and window_started_at > now() - make_interval(secs => ${rule.windowSeconds})`);
}

export interface LimitedSubject {
  rule: RateLimitRule;
  subject: string;
}

export type LimitedOutcome<T> = { limited: true } | { limited: false; result: T };

/**
 * Runs `attempt` only while every counter has room, counting it *before* it runs, so 50 parallel attempts still run
 * at most `max`. Successes and refusals give their places back, so each counter holds the failures of its window.
 */
export async function limitFailures<T>(
  database: Database,
  subjects: LimitedSubject[],
  attempt: () => Promise<{ failed: boolean; result: T }>,
): Promise<LimitedOutcome<T>> {
  // One counter after another: an attempt refused by the first never takes (and gives back) a place in the next, so a
  // burst still leaves each later counter holding its full `max` failures.
  const counted: LimitedSubject[] = [];
  const giveBack = async () => {
    await Promise.all(counted.map(({ rule, subject }) => refundRateLimit(database, rule, subject)));
  };
  for (const limited of subjects) {
    counted.push(limited);
    if (!(await consumeRateLimit(database, limited.rule, limited.subject))) {
      await giveBack();
      return { limited: true };
    }
  }
  let outcome: { failed: boolean; result: T };
  try {
    outcome = await attempt();
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (!outcome.failed) await giveBack();
  return { limited: false, result: outcome.result };
}

/** The counters every check of an account's password by a visitor goes through (limitFailures). */
export function signInFailureLimits(email: string, ip: string): LimitedSubject[] {
  return [
    { rule: RATE_LIMITS.signInFailuresPerIp, subject: ip },
    // The account comes first in the subject, so clearSignInFailures finds it from every address.
    { rule: RATE_LIMITS.signInFailuresPerAccountAndIp, subject: `${email}|${ip}` },
  ];
}

/** Forgets an account's failed sign-ins from every address (its password was just reset); per-address counts stay. */
export async function clearSignInFailures(database: Database, email: string): Promise<void> {
  const prefix = counterKey(RATE_LIMITS.signInFailuresPerAccountAndIp, `${email}|`);
  await database.execute(sql`delete from rate_limit_counters where starts_with(key, ${prefix})`);
}

export const TOO_MANY_ATTEMPTS_MESSAGE = ACCOUNT_MESSAGES.tooManyAttempts;

/** Deletes counters whose window ended long ago; called now and then so the table stays small. */
export async function pruneRateLimitCounters(database: Database) {
  try {
    await database.execute(sql`delete from rate_limit_counters where window_started_at < now() - interval '1 day'`);
  } catch (error) {
    logger.warn({ err: error }, "could not prune rate limit counters");
  }
}
