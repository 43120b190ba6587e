import { DECLARATION_TEXT } from "~/content/certificate-declaration";
import type { CertificateApplication } from "~/leads/certificate-application";
import { type Database, getConfig, leadGenResponses, logger } from "~/platform/index.server";
import { certificateApplicationNotificationEmail, enqueueEmail } from "~/email/index.server";

/**
 * Stores one free-certificate application with the declaration the applicant saw (spec 3 §3, §9), then queues the
 * business's notice; a notice that cannot be queued is logged and the application still counts.
 */
export async function submitCertificateApplication(database: Database, application: CertificateApplication, now = new Date()) {
  const [saved] = await database
    .insert(leadGenResponses)
    .values({ ...application, declarationText: DECLARATION_TEXT, declarationTimestamp: now })
    .returning({ id: leadGenResponses.id });
  try {
    await enqueueEmail(
      database,
      certificateApplicationNotificationEmail({
        ...application,
        leadUrl: `${getConfig().appUrl}/admin/leads/certificate/${saved!.id}`,
      }),
    );
  } catch (error) {
    logger.error({ err: error, applicationId: saved!.id }, "certificate application notification could not be queued");
  }
  return saved!;
}
