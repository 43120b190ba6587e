import { isSecureTeamsMeetingLink, type SessionLinkInput } from "~/classes/session-link-form";
import { batchSessionLinks, type Database } from "~/platform/index.server";
import { type AuditActor, saveAudited } from "~/staff/index.server";

/** spec 3 §7: inserts a link (no id) or updates the one with this id. Null when that id no longer exists. */
export async function saveSessionLink(
  database: Database,
  { actor, link }: { actor: AuditActor; link: SessionLinkInput },
): Promise<{ outcome: "created" | "updated"; id: number } | null> {
  const { id, ...fields } = link;
  // The form's check answers a wrong link with its message; no other caller may store one students are sent to.
  if (!isSecureTeamsMeetingLink(fields.teamsMeetingLink)) throw new Error("a class link must be an https Teams meeting link");
  const details = { batchId: fields.batchId, courseName: fields.courseName, isActive: fields.isActive };
  return saveAudited(database, { actor, table: batchSessionLinks, editing: id, values: fields, details });
}
