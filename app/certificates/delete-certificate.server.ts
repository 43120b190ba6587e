import { certificates, type Database } from "~/platform/index.server";
import { type AuditActor, deleteAudited } from "~/staff/index.server";

/** spec 3 §7: deletes the certificate with this id; false when there was none. */
export async function deleteCertificate(database: Database, { actor, id }: { actor: AuditActor; id: string }): Promise<boolean> {
  const details = { userEmail: certificates.userEmail, certificateName: certificates.certificateName };
  return deleteAudited(database, { actor, table: certificates, key: certificates.id, id, details });
}
