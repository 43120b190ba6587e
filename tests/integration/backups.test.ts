// Backups that restore: a backup of the whole database, taken while the server runs, restored into an empty PGlite
// folder or PostgreSQL database, holds exactly the state it was taken at (row counts and checksums of every table);
// one taken while payments are being written restores consistent; restore refuses what does not fit.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RestoreRefused, restoreBackup, takeBackup, takeScheduledBackup } from "~/backups/index.server";
import { openDatabase, queryRows, type Database } from "~/platform/index.server";
import { backups, handInFiles } from "~/platform/db/schema";
import { createSandboxProvider, sandboxSecrets } from "~/payments/sandbox-provider.server";
import { decimalToMinor } from "~/platform/money";
import { requestRefund } from "~/refunds/request-refund.server";
import { newBatch, signedInAccount, studentOf, teach } from "../support/classroom-fixtures";
import { createAssignmentAs, handIn, PDF_BYTES } from "../support/classroom-forms";
import { statusOf } from "../support/route-calls";
import { checkoutRequest, orderAndPay, registerStudent, uniquePayerEmail } from "../support/payment-fixtures";
import { persistentStore, useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const sandbox = createSandboxProvider(sandboxSecrets("backup-tests-server-secret-000000000000"), { sendWebhooks: () => {} });
const clock = () => new Date();
let folder: string;
const stores: { remove(): Promise<void> }[] = [];

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.remove()));
  fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * Every table's row count and a checksum of its rows, in the public and drizzle schemas. `backups` is left out: a
 * backup's own record is written around it (started before, finished after).
 */
async function fingerprint(database: Database) {
  const tables = await queryRows<{ name: string }>(
    database,
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
         where schemaname in ('public', 'drizzle') and tablename <> 'backups' order by 1`,
  );
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; md5: string }>(
      database,
      sql.raw(`select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as md5 from ${name} t`),
    );
    result[name] = row!;
  }
  return result;
}

/** An empty place to restore into: a PGlite folder or a PostgreSQL database, with how to open it. */
async function emptyTarget() {
  const store = await persistentStore();
  stores.push(store);
  const target = store.target.kind === "pglite" ? { kind: "pglite" as const, dataDir: store.target.dataDir! } : store.target;
  return { target, open: () => openDatabase(store.target) };
}

async function paidPayment() {
  const order = await orderAndPay(testDb.db, checkoutRequest({ email: uniquePayerEmail("backup") }), { provider: sandbox });
  return order.paymentId;
}

async function refundPart(paymentId: string, admin: { id: string; email: string }) {
  const answer = await requestRefund(testDb.db, {
    paymentId,
    form: { refundKey: randomUUID(), amountMinor: decimalToMinor("500.00"), reason: "Asked by the student", additional: false },
    admin,
    provider: sandbox,
  });
  expect(answer.kind).toBe("answered");
}

async function handInAFile(batchId: string, assignmentId: string) {
  const student = await studentOf(batchId);
  const answer = await handIn(batchId, student, { assignment_id: assignmentId }, { name: "work.pdf", bytes: PDF_BYTES });
  expect(statusOf(answer)).toBeLessThan(400);
}

describe("backup and restore", () => {
  let admin: { id: string; email: string };
  let batchId: string;
  let assignmentId: string;
  beforeAll(async () => {
    admin = await registerStudent(testDb.db, uniquePayerEmail("admin"), { role: "admin" });
    const instructor = await signedInAccount("backup-teacher", "instructor");
    batchId = await newBatch("BK");
    await teach(instructor, batchId);
    assignmentId = await createAssignmentAs(instructor, batchId);
  });

  it("restores exactly the state it was taken at, and refuses what does not fit", async () => {
    await refundPart(await paidPayment(), admin);
    await handInAFile(batchId, assignmentId);
    const before = await fingerprint(testDb.db);

    const outcome = await takeBackup(testDb.handle, { dir: folder, trigger: "manual", clock });
    if (outcome.kind !== "taken") throw new Error(`no backup: ${JSON.stringify(outcome)}`);
    expect(path.basename(outcome.file)).toMatch(/^academy-\d{8}T\d{6}Z-0\d{3}_[a-z0-9_]+\.(pgdump|pglite\.tar\.gz)$/);
    expect(outcome.manifest.schemaVersion).toBe(path.basename(outcome.file).split("-")[2]!.split(".")[0]);
    const [recorded] = await testDb.db.select().from(backups).where(eq(backups.file, outcome.file));
    expect(recorded).toMatchObject({ trigger: "manual", sha256: outcome.manifest.sha256, error: null });

    // Life goes on: a payment, a refund, a hand-in file.
    await refundPart(await paidPayment(), admin);
    await handInAFile(batchId, assignmentId);
    const after = await fingerprint(testDb.db);
    for (const table of ["public.payments", "public.refunds", "public.hand_in_files", "public.invoices"]) {
      expect(after[table]!.rows, table).toBeGreaterThan(before[table]!.rows);
    }

    const { target, open } = await emptyTarget();
    await restoreBackup({ file: outcome.file, target });
    const restored = await open();
    try {
      expect(await fingerprint(restored.db)).toEqual(before);
      const files = await restored.db.select({ data: handInFiles.data }).from(handInFiles);
      expect(files.map((file) => Buffer.from(file.data).equals(Buffer.from(PDF_BYTES)))).toEqual([true]);
    } finally {
      await restored.close();
    }

    // Not into a database that holds data, unless told.
    await expect(restoreBackup({ file: outcome.file, target })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ file: outcome.file, target })).rejects.toThrow(/not empty|holds \d+ tables/);
    const forced = await restoreBackup({ file: outcome.file, target, force: true });
    if (target.kind === "pglite") expect(fs.existsSync(forced.keptAside!)).toBe(true);
    const again = await open();
    expect(await fingerprint(again.db)).toEqual(before);
    await again.close();

    // Not a file whose checksum differs, nor one of a schema this release does not know.
    const damaged = path.join(folder, `damaged-${path.basename(outcome.file)}`);
    const bytes = fs.readFileSync(outcome.file);
    bytes[bytes.length >> 1] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    fs.copyFileSync(`${outcome.file}.json`, `${damaged}.json`);
    const fresh = await emptyTarget();
    await expect(restoreBackup({ file: damaged, target: fresh.target })).rejects.toThrow(/does not match its checksum/);
    const future = path.join(folder, `future-${path.basename(outcome.file)}`);
    fs.copyFileSync(outcome.file, future);
    fs.writeFileSync(`${future}.json`, JSON.stringify({ ...outcome.manifest, schemaVersion: "9999_from_the_future" }));
    await expect(restoreBackup({ file: future, target: fresh.target })).rejects.toThrow(/9999_from_the_future.*does not know/);
    fs.rmSync(`${future}.json`);
    await expect(restoreBackup({ file: future, target: fresh.target })).rejects.toThrow(/\.json is missing/);
  });

  it("taken while payments are being written, restores consistent: every payment with its enrolment, invoice numbers without a gap", async () => {
    const second = await testDb.openSecondServer();
    let writing = true;
    let written = 0;
    const writer = async (database: Database) => {
      while (writing) {
        await orderAndPay(database, checkoutRequest({ email: uniquePayerEmail("busy") }), { provider: sandbox });
        written += 1;
      }
    };
    const writers = [writer(testDb.db), writer(second.db), writer(testDb.db)];
    try {
      while (written < 6) await new Promise((resolve) => setTimeout(resolve, 10));
      const outcome = await takeBackup(testDb.handle, { dir: folder, trigger: "manual", clock });
      const writtenAtBackup = written;
      while (written < writtenAtBackup + 6) await new Promise((resolve) => setTimeout(resolve, 10));
      writing = false;
      await Promise.all(writers);
      if (outcome.kind !== "taken") throw new Error(`no backup: ${JSON.stringify(outcome)}`);

      const { target, open } = await emptyTarget();
      await restoreBackup({ file: outcome.file, target });
      const restored = await open();
      try {
        const [paid] = await queryRows<{ count: number }>(
          restored.db,
          sql`select count(*)::int as count from payments where payment_status = 'success'`,
        );
        const [live] = await queryRows<{ count: number }>(
          testDb.db,
          sql`select count(*)::int as count from payments where payment_status = 'success'`,
        );
        // Payments were written on both sides of the backup.
        expect(paid!.count).toBeGreaterThan(0);
        expect(paid!.count).toBeLessThan(live!.count);
        const orphans = await queryRows(
          restored.db,
          sql`select p.id from payments p left join enrolments e on e.id = p.enrolment_id
               where p.payment_status = 'success' and e.id is null`,
        );
        expect(orphans).toEqual([]);
        const withoutInvoice = await queryRows(
          restored.db,
          sql`select p.id from payments p left join invoices i on i.payment_id = p.id
               where p.payment_status = 'success' and i.id is null`,
        );
        expect(withoutInvoice).toEqual([]);
        const series = await queryRows<{ financial_year: string; issued: number; highest: number; last_number: number }>(
          restored.db,
          sql`select i.financial_year, count(*)::int as issued, max(i.sequence)::int as highest, s.last_number
                from invoices i join invoice_sequences s on s.financial_year = i.financial_year
               group by i.financial_year, s.last_number`,
        );
        expect(series.length).toBeGreaterThan(0);
        for (const year of series) expect([year.issued, year.highest]).toEqual([year.last_number, year.last_number]);
      } finally {
        await restored.close();
      }
    } finally {
      writing = false;
      await Promise.allSettled(writers);
      await second.close();
    }
  });
});

describe("the daily backup", () => {
  it("is taken once a day from its India time, by one server, keeping the newest N; a failure is recorded", async () => {
    const dir = path.join(folder, "daily");
    const settings = { dir, time: "02:30", keep: 2 };
    const at = (iso: string) => ({ clock: () => new Date(iso) });
    // 02:30 in India is 21:00 UTC the day before.
    expect(await takeScheduledBackup(settings, at("2031-03-01T20:59:00Z"))).toBeNull();
    expect(await takeScheduledBackup({ ...settings, time: null }, at("2031-03-01T21:00:00Z"))).toBeNull();

    const outcomes = await Promise.all([
      takeScheduledBackup(settings, at("2031-03-01T21:00:00Z")),
      takeScheduledBackup(settings, at("2031-03-01T21:00:30Z")),
    ]);
    expect(outcomes.map((outcome) => outcome?.kind).sort()).toEqual(["already-taken", "taken"]);
    expect((await takeScheduledBackup(settings, at("2031-03-02T05:00:00Z")))?.kind).toBe("already-taken");

    for (const day of ["2031-03-02", "2031-03-03"]) {
      expect((await takeScheduledBackup(settings, at(`${day}T21:00:00Z`)))?.kind).toBe("taken");
    }
    const kept = fs.readdirSync(dir).filter((name) => !name.endsWith(".json"));
    expect(kept).toHaveLength(2);
    expect(kept.sort()[0]).toMatch(/^academy-20310302T210000Z-/);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".json"))).toHaveLength(2);

    // A folder that cannot be written: the failure is recorded for the health desk, never thrown.
    const blocked = path.join(folder, "a-file-not-a-folder");
    fs.writeFileSync(blocked, "");
    const failed = await takeScheduledBackup({ ...settings, dir: blocked }, at("2031-03-04T21:00:00Z"));
    expect(failed?.kind).toBe("failed");
    const [row] = await testDb.db.select().from(backups).where(eq(backups.scheduledDay, "2031-03-05"));
    expect(row?.error).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);
    expect(row?.finishedAt).not.toBeNull();
  });
});
