import { purposeLabel, type ContactRequest } from "~/leads/contact";
import { contactSubmissions, type Database, logger } from "~/platform/index.server";
import { contactNotificationEmail, enqueueEmail } from "~/email/index.server";

/**
 * Saves an enquiry and queues the notification to the business. The notification never blocks
 * the visitor: if queuing it fails, that is logged and the enquiry still counts (spec 2 §7).
 */
export async function submitContactRequest(database: Database, request: ContactRequest) {
  const [saved] = await database
    .insert(contactSubmissions)
    .values({
      name: request.name,
      email: request.email,
      mobile: request.mobile,
      purpose: request.purpose,
      additionalDetails: request.additional_details,
    })
    .returning({ id: contactSubmissions.id });

  try {
    await enqueueEmail(
      database,
      contactNotificationEmail({
        name: request.name,
        email: request.email,
        mobile: request.mobile,
        purposeLabel: purposeLabel(request.purpose),
        additionalDetails: request.additional_details,
      }),
    );
  } catch (error) {
    logger.error({ err: error, submissionId: saved!.id }, "contact notification could not be queued");
  }
  return { id: saved!.id };
}
