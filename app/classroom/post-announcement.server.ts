import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts/index.server";
import { composeEmail } from "~/email/index.server";
import { sendNotice } from "~/messaging/index.server";
import { classAnnouncements, type Database, queryRows } from "~/platform/index.server";
import { recordAudit } from "~/staff/index.server";
import type { AnnouncementInput } from "./assignment-form";
import { batchMembersQuery } from "./classroom-access.server";

/**
 * An instructor's announcement to a batch: saved, and one e-mail per active student of the batch queued in the same
 * transaction (with a WhatsApp message to each who consented to announcements there), all together or not at all.
 */
export async function postAnnouncement(
  database: Database,
  {
    user,
    batchId,
    announcement,
    appUrl,
  }: { user: SessionUser; batchId: string; announcement: AnnouncementInput; appUrl: string },
): Promise<{ id: string; emailed: number; whatsapped: number }> {
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(classAnnouncements)
      .values({ batchId, authorUserId: user.id, ...announcement })
      .returning({ id: classAnnouncements.id });
    const students = await queryRows<{ email: string }>(
      tx,
      sql`select distinct email from (${batchMembersQuery(batchId)}) m order by email`,
    );
    const emailIds: string[] = [];
    let whatsapped = 0;
    for (const student of students) {
      const outcome = await sendNotice(tx, {
        template: "announcement",
        parameters: { batch_name: batchId, title: announcement.title, text: announcement.body },
        keepEmail: true,
        announcementId: row!.id,
        email: composeEmail({
          to: student.email,
          subject: `${batchId}: ${announcement.title}`,
          heading: announcement.title,
          preview: announcement.body.slice(0, 140),
          blocks: [
            ...announcement.body
              .split(/\r?\n\s*\r?\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph) => ({ kind: "paragraph" as const, text: paragraph.trim() })),
            { kind: "button", label: "Open your classroom", url: `${appUrl}/learn/${encodeURIComponent(batchId)}` },
          ],
        }),
      });
      if (outcome.emailId) emailIds.push(outcome.emailId);
      if (outcome.whatsappMessageId) whatsapped += 1;
    }
    await tx.update(classAnnouncements).set({ emailIds }).where(eq(classAnnouncements.id, row!.id));
    await recordAudit(tx, {
      actor: user,
      action: "create",
      tableName: "class_announcements",
      rowId: row!.id,
      details: { batchId, title: announcement.title, emailed: students.length, whatsapped },
    });
    return { id: row!.id, emailed: students.length, whatsapped };
  });
}
