import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/platform/index.server";
import type { Progress } from "./completion";
import { readBatchProgress, readBatchRule } from "./progress-facts.server";

export interface StudentProgress extends Progress {
  batchId: string;
  course: string | null;
  /** The certificate issued on completion of this batch, if any (revoked ones included). */
  certificate: { verificationId: string; revokedAt: string | null } | null;
}

/** A student's progress in a batch towards its certificate; null when there is no such batch. */
export async function readProgress(
  database: Database,
  { batchId, studentEmail, now = new Date() }: { batchId: string; studentEmail: string; now?: Date },
): Promise<StudentProgress | null> {
  const email = studentEmail.toLowerCase();
  const batch = await readBatchRule(database, batchId);
  if (!batch) return null;
  const [progress, [certificate]] = await Promise.all([
    readBatchProgress(database, { batchId, now, rule: batch.rule, students: [email] }),
    queryRows<{ verification_id: string; revoked_at: Date | string | null }>(
      database,
      sql`select verification_id, revoked_at from certificates
           where issued_on_completion and lower(user_email) = ${email} and batch_id = ${batchId}`,
    ),
  ]);
  return {
    ...progress.get(email)!,
    batchId,
    course: batch.course,
    certificate: certificate
      ? {
          verificationId: certificate.verification_id,
          revokedAt: certificate.revoked_at === null ? null : new Date(certificate.revoked_at).toISOString(),
        }
      : null,
  };
}
