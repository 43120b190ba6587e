import { and, desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts/index.server";
import { isUuid } from "~/platform";
import { assignments, type Database, handInFiles, handIns } from "~/platform/index.server";
import { checkHandInFile, checkHandInFileName, checkHandInLink, HAND_IN_TEXT, isLate } from "./hand-in-rules";
import { studentStanding } from "./classroom-access.server";

export interface PostedFile {
  name: string;
  size: number;
  /** Read only when the name and size pass. */
  bytes: () => Promise<Uint8Array>;
}

export type HandInOutcome =
  { ok: true; message: string; version: number; late: boolean } | { ok: false; message: string; status: number };

const refused = (message: string, status = 400): HandInOutcome => ({ ok: false, message, status });

/**
 * The lock that orders everything done to one student's hand-ins of one assignment (a new version, a review), so two
 * hand-ins at once get versions n and n+1 and a review never passes a version a newer one has just replaced.
 */
export function lockHandIns(transaction: Database, assignmentId: string, studentUserId: string) {
  return transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${`hand-ins:${assignmentId}:${studentUserId}`}))`);
}

/**
 * A student hands in a link and/or one file on /learn/{batchId}: a new version (previous + 1), late after the due
 * date, refused once the assignment is passed. Bad input changes nothing.
 */
export async function handInWork(
  database: Database,
  {
    user,
    batchId,
    assignmentId,
    link: postedLink,
    file,
    now,
  }: { user: SessionUser; batchId: string; assignmentId: string; link: string; file: PostedFile | null; now: Date },
): Promise<HandInOutcome> {
  const standing = await studentStanding(database, user.email, batchId);
  if (standing === "ended") return refused(HAND_IN_TEXT.enrolmentEnded, 403);
  if (standing === "none") return refused(HAND_IN_TEXT.notFound, 404);
  if (!isUuid(assignmentId)) return refused(HAND_IN_TEXT.notFound, 404);
  const [assignment] = await database.select().from(assignments).where(eq(assignments.id, assignmentId));
  if (!assignment) return refused(HAND_IN_TEXT.notFound, 404);
  if (assignment.batchId !== batchId) return refused(HAND_IN_TEXT.otherBatch, 403);

  const link = checkHandInLink(postedLink);
  if (!link.ok) return refused(link.message);
  let stored: { name: string; type: string; size: number; data: Buffer } | null = null;
  if (file) {
    // The name and size first, so a file of another type or too large is never read.
    const named = checkHandInFileName(file);
    if (!named.ok) return refused(named.message);
    const bytes = await file.bytes();
    const checked = checkHandInFile({ name: file.name, size: bytes.byteLength, firstBytes: bytes.subarray(0, 64) });
    if (!checked.ok) return refused(checked.message);
    stored = { ...checked.value, data: Buffer.from(bytes) };
  }
  if (link.value === null && stored === null) return refused(HAND_IN_TEXT.empty);

  const late = isLate(now, assignment.dueAt);
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockHandIns(tx, assignment.id, user.id);
    const [latest] = await tx
      .select({ version: handIns.version, status: handIns.status })
      .from(handIns)
      .where(and(eq(handIns.assignmentId, assignment.id), eq(handIns.studentUserId, user.id)))
      .orderBy(desc(handIns.version))
      .limit(1);
    if (latest?.status === "passed") return refused(HAND_IN_TEXT.alreadyPassed, 409);
    const version = (latest?.version ?? 0) + 1;
    const [row] = await tx
      .insert(handIns)
      .values({
        assignmentId: assignment.id,
        studentUserId: user.id,
        studentEmail: user.email.toLowerCase(),
        version,
        link: link.value,
        fileName: stored?.name ?? null,
        fileType: stored?.type ?? null,
        fileSize: stored?.size ?? null,
        submittedAt: now,
        late,
      })
      .returning({ id: handIns.id });
    if (stored) await tx.insert(handInFiles).values({ handInId: row!.id, data: stored.data });
    return { ok: true as const, message: late ? HAND_IN_TEXT.handedInLate : HAND_IN_TEXT.handedIn, version, late };
  });
}
