// The records the admin screens open by id, and a snapshot of every table their actions write, so a test can
// show that a refused action changed nothing.
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { db } from "~/platform/db/database.server";
import {
  adminInvitations,
  aispotMaster,
  auditLog,
  batches,
  batchSessionLinks,
  certificates,
  contactSubmissions,
  emailOutbox,
  enrolments,
  leadNotes,
  library,
  payments,
  referralCredits,
  referralPayouts,
  refunds,
  sessionMasterTable,
  studentMasterTable,
} from "~/platform/db/schema";
import { guestPaymentRow } from "./payment-fixtures";
import { listedSpot } from "./quiz-submissions";

/**
 * One of each record the admin screens open by id, all naming the student: an AI spot, a certificate, a library
 * item with an admin-only note, a paid guest payment that credits the student as referrer (₹299.90), a contact lead.
 */
export async function insertAdminScreenRecords(studentEmail: string) {
  const database = await db();
  const [spot] = await database
    .insert(aispotMaster)
    .values(listedSpot({ name: "Chai Point", qrCodeLink: "/ai-readiness-quiz?spot_id=x" }))
    .returning({ id: aispotMaster.aispotId });
  const [certificate] = await database
    .insert(certificates)
    .values({
      userEmail: studentEmail,
      certificateName: "Custom Certificate",
      certificateImageLink: "https://x.example/c.png",
      dateOfIssuing: "2026-01-05",
    })
    .returning({ id: certificates.id });
  const [item] = await database
    .insert(library)
    .values({
      publicationType: "Book",
      title: "Secret Admin Notes Book",
      authorTeam: "A",
      level: "Beginner",
      url: "https://x.example/b",
      publicationDate: "2024",
      licenseSource: "MIT",
      contributor: "External",
      notes: "admin-only note",
    })
    .returning({ id: library.id });
  const [payment] = await database
    .insert(payments)
    .values(
      guestPaymentRow({
        userId: "guest_admin_screens",
        name: "Sneha Iyer",
        email: studentEmail,
        mobile: "9845012376",
        razorpayOrderId: `order_${randomUUID().slice(0, 14)}`,
        razorpayPaymentId: `pay_${randomUUID().slice(0, 14)}`,
      }),
    )
    .returning({ id: payments.id });
  await database
    .insert(referralCredits)
    .values({ paymentId: payment!.id, referrerEmail: studentEmail, amount: "299.90", currency: "INR" });
  const [lead] = await database
    .insert(contactSubmissions)
    .values({ name: "Sneha Iyer", email: studentEmail, mobile: "9845012376", purpose: "free_session" })
    .returning({ id: contactSubmissions.id });
  return { spotId: spot!.id, certificateId: certificate!.id, libraryItemId: item!.id, paymentId: payment!.id, leadId: lead!.id };
}

/** The rows an admin screen's action could write (audit rows and mail as counts): a refused action leaves them equal. */
export async function adminRecordsSnapshot() {
  const database = await db();
  return {
    batches: await database.select().from(batches),
    enrolments: await database.select().from(enrolments),
    sessions: await database.select().from(sessionMasterTable),
    students: await database.select().from(studentMasterTable),
    links: await database.select().from(batchSessionLinks),
    certificates: await database.select().from(certificates),
    library: await database.select().from(library),
    spots: await database.select().from(aispotMaster),
    payments: await database.select().from(payments),
    auditRows: await database.select({ total: count() }).from(auditLog),
    refunds: await database.select().from(refunds),
    payouts: await database.select().from(referralPayouts),
    leads: await database.select().from(contactSubmissions),
    leadNotes: await database.select().from(leadNotes),
    mail: await database.select({ total: count() }).from(emailOutbox),
    invitations: await database.select().from(adminInvitations),
  };
}
