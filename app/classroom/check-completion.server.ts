import { sql } from "drizzle-orm";
import { certificateVerificationUrl, linkedInAddToProfileUrl } from "~/certificates";
import { siteConfig } from "~/content/site-config";
import { certificateIssuedEmail, enqueueEmail } from "~/email/index.server";
import { addDaysToDate, indiaDate } from "~/platform";
import { batchStudentsQuery } from "~/classes/index.server";
import { certificates, type Database, getConfig, queryRows } from "~/platform/index.server";
import { earnedCertificateTitle, type Progress } from "./completion";
import { heldBefore, readBatchProgress, readBatchRule } from "./progress-facts.server";

export type CompletionOutcome = { met: false } | { met: true; issued: boolean };

/**
 * Issues an earned certificate once: the unique index on (address, batch) makes a second insert do nothing, and only
 * the insert that made the row queues the e-mail, in its transaction. A revoked one is never issued again.
 */
export async function issueEarnedCertificate(
  database: Database,
  { batchId, course, studentEmail, now }: { batchId: string; course: string | null; studentEmail: string; now: Date },
): Promise<boolean> {
  const title = earnedCertificateTitle(course, batchId);
  const dateOfIssuing = indiaDate(now);
  const appUrl = getConfig().appUrl;
  // The id is made here so the image link can name it: the certificate's own picture, drawn by this site.
  const verificationId = crypto.randomUUID().replaceAll("-", "");
  const verificationUrl = certificateVerificationUrl(appUrl, verificationId);
  return database.transaction(async (transaction) => {
    const [created] = await transaction
      .insert(certificates)
      .values({
        userEmail: studentEmail.toLowerCase(),
        certificateName: title,
        certificateImageLink: `${verificationUrl}/certificate.svg`,
        dateOfIssuing,
        verificationId,
        batchId,
        course,
        issuedOnCompletion: true,
      })
      // The conflict is with certificates_one_per_completion (the ids are random); an expression index cannot be named.
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    if (!created) return false;
    await enqueueEmail(
      transaction,
      certificateIssuedEmail({
        to: studentEmail.toLowerCase(),
        title,
        dateOfIssuing,
        verificationUrl,
        linkedInUrl: linkedInAddToProfileUrl({
          organizationName: siteConfig.name,
          certificateName: title,
          dateOfIssuing,
          verificationUrl,
          verificationId,
        }),
      }),
    );
    return true;
  });
}

/** Whether the student has met the batch's completion rule; if so, their certificate is issued (once). */
export async function checkCompletion(
  database: Database,
  { batchId, studentEmail, now = new Date() }: { batchId: string; studentEmail: string; now?: Date },
): Promise<CompletionOutcome> {
  const batch = await readBatchRule(database, batchId);
  if (!batch) return { met: false };
  const email = studentEmail.toLowerCase();
  const [inBatch] = await queryRows<{ email: string }>(
    database,
    sql`select email from (${batchStudentsQuery(batchId)}) b where email = ${email} limit 1`,
  );
  if (!inBatch) return { met: false };
  const progress: Progress | undefined = (
    await readBatchProgress(database, { batchId, now, rule: batch.rule, students: [email] })
  ).get(email);
  if (!progress?.met) return { met: false };
  return {
    met: true,
    issued: await issueEarnedCertificate(database, { batchId, course: batch.course, studentEmail: email, now }),
  };
}

/**
 * After a student's first join: attendance can earn the certificate only once every session has started, so a join
 * before the last one costs one indexed read, not a completion check (class starts bring a burst of joins).
 */
export async function checkCompletionAfterAttendance(
  database: Database,
  { batchId, studentEmail, now }: { batchId: string; studentEmail: string; now: Date },
): Promise<CompletionOutcome> {
  const [later] = await queryRows<{ session_id: number }>(
    database,
    sql`select s.session_id from session_master_table s where s.batch_id = ${batchId} and not ${heldBefore(now)} limit 1`,
  );
  if (later) return { met: false };
  return checkCompletion(database, { batchId, studentEmail, now });
}

/** How far back the daily check looks: batches whose last session was held within this many days. */
const RECENT_BATCH_DAYS = 60;

/**
 * The daily check: every student of a batch whose last session has been held (recently) who met the rule and has
 * no certificate of that batch yet, revoked ones included, gets one. Safe on several servers at once.
 */
export async function issueEarnedCertificates(database: Database, { now }: { now: Date }) {
  const batchesOver = await queryRows<{ batch_id: string }>(
    database,
    sql`select s.batch_id from session_master_table s group by s.batch_id
         having bool_and(${heldBefore(now)}) and max(s.session_date) >= ${addDaysToDate(indiaDate(now), -RECENT_BATCH_DAYS)}::date
         order by s.batch_id`,
  );
  let checked = 0;
  let issued = 0;
  for (const { batch_id: batchId } of batchesOver) {
    const batch = await readBatchRule(database, batchId);
    if (!batch) continue;
    const [progress, certified] = await Promise.all([
      readBatchProgress(database, { batchId, now, rule: batch.rule }),
      queryRows<{ email: string }>(
        database,
        sql`select lower(user_email) as email from certificates where issued_on_completion and batch_id = ${batchId}`,
      ),
    ]);
    const already = new Set(certified.map((row) => row.email));
    for (const [email, student] of progress) {
      checked += 1;
      if (!student.met || already.has(email)) continue;
      if (await issueEarnedCertificate(database, { batchId, course: batch.course, studentEmail: email, now })) issued += 1;
    }
  }
  return { batches: batchesOver.length, checked, issued };
}
