import { eq } from "drizzle-orm";
import type { SessionUser } from "~/accounts/index.server";
import { isUuid } from "~/platform";
import { assignments, type Database, handInFiles, handIns } from "~/platform/index.server";
import { teachesBatch } from "~/staff/index.server";
import { attachmentDisposition } from "./hand-in-rules";

/**
 * A hand-in's file, for its owner, the batch's instructors and admins only; anyone else gets null (404). Always an
 * attachment of the type stored at hand-in, never sniffed, never kept by a shared cache.
 */
export async function downloadHandInFile(
  database: Database,
  { user, handInId }: { user: SessionUser; handInId: string },
): Promise<Response | null> {
  if (!isUuid(handInId)) return null;
  const [found] = await database
    .select({
      studentUserId: handIns.studentUserId,
      fileName: handIns.fileName,
      fileType: handIns.fileType,
      batchId: assignments.batchId,
    })
    .from(handIns)
    .innerJoin(assignments, eq(assignments.id, handIns.assignmentId))
    .where(eq(handIns.id, handInId));
  if (!found?.fileName) return null;
  const owner = found.studentUserId === user.id && user.emailVerified;
  if (!owner && !(await teachesBatch(database, user, found.batchId))) return null;
  const [file] = await database.select({ data: handInFiles.data }).from(handInFiles).where(eq(handInFiles.handInId, handInId));
  if (!file) return null;
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": found.fileType ?? "application/octet-stream",
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": attachmentDisposition(found.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
