// The one claim every job's lease goes through (app/platform/jobs/claim-due.server.ts), and the list of jobs a server
// starts, run once at a given time: no test here waits for real time.
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows, type Database } from "~/platform/db/client.server";
import { CLAIM_LEASE_SECONDS, claimDue, sqlInstant } from "~/platform/jobs/claim-due.server";
import { backgroundJobs } from "~/platform/jobs/background-jobs.server";
import { useFreshDatabase } from "../support/test-database";

const T = new Date("2026-11-29T10:00:00Z");
const secondsAfter = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const testDb = useFreshDatabase();

describe("claimDue", () => {
  beforeAll(async () => {
    await testDb.db.execute(
      sql`create table claim_rows (id integer primary key, leased_until timestamptz, claims integer not null default 0)`,
    );
  });
  beforeEach(async () => {
    await testDb.db.execute(sql`delete from claim_rows`);
    await testDb.db.execute(sql`insert into claim_rows (id) select generate_series(1, 6)`);
  });

  const claim = (database: Database, now: Date, limit = 6) =>
    claimDue<{ id: number }>(database, {
      table: "claim_rows",
      due: sql`leased_until is null or leased_until <= ${sqlInstant(now)}`,
      orderBy: sql`id`,
      leaseColumn: "leased_until",
      set: sql`claims = claims + 1`,
      returning: sql`id`,
      limit,
      now,
    }).then((rows) => rows.map((row) => row.id).sort((a, b) => a - b));

  it("two servers claiming at once get disjoint rows, every row once", async () => {
    const second = await testDb.openSecondServer();
    try {
      const [first, other] = await Promise.all([claim(testDb.db, T, 3), claim(second.db, T, 3)]);
      expect(first.filter((id) => other.includes(id))).toEqual([]);
      expect([...first, ...other].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await second.close();
    }
  });

  it("skips rows another server is claiming right now, instead of waiting for them (PostgreSQL)", async () => {
    const second = await testDb.openSecondServer();
    try {
      if (second.db === testDb.db) {
        // PGlite: one process alone opens the database, so no claim can be in progress beside ours; the lease still parts them.
        expect(await claim(testDb.db, T, 2)).toEqual([1, 2]);
        expect(await claim(second.db, T)).toEqual([3, 4, 5, 6]);
        return;
      }
      await testDb.db.transaction(async (transaction) => {
        expect(await claim(transaction as unknown as Database, T, 2)).toEqual([1, 2]);
        // Rows 1 and 2 are locked by the open transaction, and not yet leased as far as the second server can see.
        expect(await claim(second.db, T)).toEqual([3, 4, 5, 6]);
      });
    } finally {
      await second.close();
    }
  });

  it("a row the database stamped within the clock's millisecond is due in that millisecond", async () => {
    // now() has microseconds; a JavaScript clock read just after it may still be in the same millisecond.
    await testDb.db.execute(
      sql`update claim_rows set leased_until = ${T.toISOString()}::timestamptz + interval '600 microseconds'`,
    );
    expect(await claim(testDb.db, T)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a claimed row is left alone until its lease runs out by the job's clock, then claimed again", async () => {
    expect(await claim(testDb.db, T, 2)).toEqual([1, 2]);
    expect(await claim(testDb.db, secondsAfter(CLAIM_LEASE_SECONDS - 1))).toEqual([3, 4, 5, 6]);
    expect(await claim(testDb.db, secondsAfter(CLAIM_LEASE_SECONDS - 1))).toEqual([]);
    expect(await claim(testDb.db, secondsAfter(CLAIM_LEASE_SECONDS))).toEqual([1, 2]);
    const rows = await queryRows<{ id: number; claims: number; leased_until: number }>(
      testDb.db,
      sql`select id, claims, extract(epoch from leased_until)::float8 as leased_until from claim_rows where id in (1, 3) order by id`,
    );
    // The lease ends at the end of the clock's millisecond (sqlInstant).
    expect(rows.map((row) => [row.id, row.claims, Math.floor(Number(row.leased_until) * 1000)])).toEqual([
      [1, 2, secondsAfter(2 * CLAIM_LEASE_SECONDS).getTime()],
      [3, 1, secondsAfter(2 * CLAIM_LEASE_SECONDS - 1).getTime()],
    ]);
  });
});

describe("a server's background jobs", () => {
  const config = { appUrl: "http://localhost:3000", mail: { smtpUrl: null, from: "Academy <hello@academy.test>" } };

  it("are the reconciliation, refunds, reminders, recording notices, earned certificates autopay's and the heartbeat, e-mail delivery only with SMTP, the daily backup only with BACKUP_TIME", () => {
    expect(backgroundJobs(config).map((job) => job.name)).toEqual([
      "payment-reconciliation",
      "refund-resend",
      "instalment-reminders",
      "class-reminders",
      "recording-notices",
      "earned-certificates",
      "autopay-debit-notices",
      "autopay-cancellations",
      "sandbox-subscription-charges",
      "server-heartbeat",
    ]);
    expect(
      backgroundJobs({ ...config, mail: { ...config.mail, smtpUrl: "smtp://127.0.0.1:1" } }).map((job) => job.name),
    ).toContain("outbox-delivery");
    expect(
      backgroundJobs({ ...config, backup: { dir: "/tmp/backups", time: "02:30", keep: 7 } }).map((job) => job.name),
    ).toContain("daily-backup");
  });

  it("each runs once at a given time on an empty database and finds nothing to do", async () => {
    for (const job of backgroundJobs(config)) {
      await expect(job.run({ database: testDb.db, clock: () => T })).resolves.toBeUndefined();
    }
  });
});
