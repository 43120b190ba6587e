import { DECLARATION_TEXT } from "~/content/certificate-declaration";
import type { CertificateApplication } from "~/domain/certificate-application";
import type { Database } from "../db/client.server";
import { leadGenResponses } from "../db/schema";

/** Stores one free-certificate application with the declaration the applicant saw and when (spec 3 §3, §9). */
export async function submitCertificateApplication(database: Database, application: CertificateApplication, now = new Date()) {
  const [saved] = await database
    .insert(leadGenResponses)
    .values({ ...application, declarationText: DECLARATION_TEXT, declarationTimestamp: now })
    .returning({ id: leadGenResponses.id });
  return saved!;
}
