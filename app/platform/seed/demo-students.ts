import { monthlyPrice, quotePrice, referralCredit, STANDARD_COURSE } from "~/payments";
import { indiaInstant } from "~/platform/india-time";
import { decimalToMinor, minorToDecimal } from "~/platform/money";
import type { certificates, payments, referralCredits, studentMasterTable, users } from "../db/schema";
import { addDays, isoDate } from "./demo-dates";
import { demoId } from "./demo-id";

// The demo accounts documented in the README: one enrolled student with a batch, and one
// enrolled student still waiting for a batch assignment.
export const DEMO_STUDENT = {
  email: "student@demo.aielevate.in",
  password: "DemoStudent#2026",
  name: "Priya Sharma",
  mobileNo: "+919845012376", // E.164, as sign-up stores it
  age: 29,
  occupation: "Data Analyst",
  batchId: "AGENTIC_AI_BATCH_1",
  courseName: "Agentic AI",
} as const;

export const DEMO_STUDENT_WITHOUT_BATCH = {
  email: "student2@demo.aielevate.in",
  password: "DemoStudent#2026",
  name: "Arjun Mehta",
  mobileNo: "+919820045318",
  age: 34,
  occupation: "Product Manager",
  courseName: "Vibe Coding",
} as const;

export const DEMO_ACCOUNTS = [DEMO_STUDENT, DEMO_STUDENT_WITHOUT_BATCH] as const;

// Fixed public ids for the demo certificates, so /verify/{id} can be shown (and tested) for both states.
export const DEMO_CERTIFICATE_VERIFICATION_IDS = {
  active: "de70a1c7e5b84f0f9a6e2c1b7d4f8a90",
  revoked: "de70e2b9c4a14d7e8f3b6a0c5e9d2f17",
} as const;

// spec 1 §9: 2999 INR per month for Agentic AI and Vibe Coding; the provider takes paise.
const MONTHLY_FEE_PAISE = monthlyPrice(STANDARD_COURSE, "INR");
const MONTHLY_FEE_INR = minorToDecimal(MONTHLY_FEE_PAISE);
// What a referred student pays for that month: 2999 less the 7% referral discount.
const REFERRED_FEE_PAISE = quotePrice({ course: STANDARD_COURSE, country: "India", discount: { kind: "referral" } })!.total;

export function demoStudentRows(options: { today: Date; userIds: Record<string, string> }) {
  const { today, userIds } = options;
  const priyaId = userIds[DEMO_STUDENT.email];
  const arjunId = userIds[DEMO_STUDENT_WITHOUT_BATCH.email];

  const profiles: (typeof users.$inferInsert)[] = DEMO_ACCOUNTS.map((account) => ({
    userId: userIds[account.email],
    email: account.email,
    name: account.name,
    mobileNo: account.mobileNo,
    age: account.age,
    occupation: account.occupation,
    createdAt: addDays(today, -47),
  }));

  const priyaFirstPayment = isoDate(addDays(today, -45));
  const priyaFailedAttempt = isoDate(addDays(today, -16));
  const priyaRenewal = isoDate(addDays(today, -15));
  const arjunPayment = isoDate(addDays(today, -6));

  const priyaPayment = { userId: priyaId, name: DEMO_STUDENT.name, email: DEMO_STUDENT.email, mobile: DEMO_STUDENT.mobileNo };
  const inIndia = { duration: "1 month", country: "India", currency: "INR" as const, paymentMethod: "online" };
  const paymentRows: (typeof payments.$inferInsert)[] = [
    {
      id: demoId("payment:priya:month-1"),
      ...priyaPayment,
      ...inIndia,
      course: DEMO_STUDENT.courseName,
      amount: MONTHLY_FEE_INR,
      providerAmountPaise: MONTHLY_FEE_PAISE,
      paymentStatus: "success",
      razorpayOrderId: "order_DemoPq3KsT8vLm2X",
      razorpayPaymentId: "pay_DemoPq3LxW7nRb4Y",
      createdAt: indiaInstant(priyaFirstPayment, "20:14:37"),
      updatedAt: indiaInstant(priyaFirstPayment, "20:15:02"),
    },
    {
      id: demoId("payment:priya:month-2-declined"),
      ...priyaPayment,
      ...inIndia,
      course: "Renewal Fee (Existing Student Only)",
      amount: MONTHLY_FEE_INR,
      providerAmountPaise: MONTHLY_FEE_PAISE,
      paymentStatus: "failed",
      failureReason: "Your payment has been declined by the bank. Please try another card or UPI.",
      razorpayOrderId: "order_DemoRt6MuY2cHd9Q",
      razorpayPaymentId: "pay_DemoRt6NbE5kJf1Z",
      createdAt: indiaInstant(priyaFailedAttempt, "21:03:51"),
      updatedAt: indiaInstant(priyaFailedAttempt, "21:05:10"),
    },
    {
      id: demoId("payment:priya:month-2"),
      ...priyaPayment,
      ...inIndia,
      course: "Renewal Fee (Existing Student Only)",
      amount: MONTHLY_FEE_INR,
      providerAmountPaise: MONTHLY_FEE_PAISE,
      paymentStatus: "success",
      razorpayOrderId: "order_DemoSv8PwA4eGk7T",
      razorpayPaymentId: "pay_DemoSv8QzC1mLh3U",
      createdAt: indiaInstant(priyaRenewal, "09:26:18"),
      updatedAt: indiaInstant(priyaRenewal, "09:26:44"),
    },
    {
      id: demoId("payment:arjun:month-1"),
      userId: arjunId,
      name: DEMO_STUDENT_WITHOUT_BATCH.name,
      email: DEMO_STUDENT_WITHOUT_BATCH.email,
      mobile: DEMO_STUDENT_WITHOUT_BATCH.mobileNo,
      ...inIndia,
      course: DEMO_STUDENT_WITHOUT_BATCH.courseName,
      amount: minorToDecimal(REFERRED_FEE_PAISE),
      providerAmountPaise: REFERRED_FEE_PAISE,
      paymentStatus: "success",
      // Arjun joined on Priya's referral (spec 1 §9: 7% off for him, 10% of what he paid for her).
      referredByEmail: DEMO_STUDENT.email,
      razorpayOrderId: "order_DemoUx2RyE6gNm5V",
      razorpayPaymentId: "pay_DemoUx2SaF9hPq8W",
      createdAt: indiaInstant(arjunPayment, "18:47:05"),
      updatedAt: indiaInstant(arjunPayment, "18:47:31"),
    },
  ];

  const students: (typeof studentMasterTable.$inferInsert)[] = [
    {
      email: DEMO_STUDENT.email,
      studentName: DEMO_STUDENT.name,
      batchId: DEMO_STUDENT.batchId,
      currentCourseName: DEMO_STUDENT.courseName,
      enrollmentDate: priyaFirstPayment,
      totalAmountPaid: "5998.00",
      currency: "INR",
    },
    {
      email: DEMO_STUDENT_WITHOUT_BATCH.email,
      studentName: DEMO_STUDENT_WITHOUT_BATCH.name,
      batchId: null,
      currentCourseName: DEMO_STUDENT_WITHOUT_BATCH.courseName,
      enrollmentDate: arjunPayment,
      totalAmountPaid: minorToDecimal(REFERRED_FEE_PAISE),
      currency: "INR",
    },
  ];

  const certificateHost = "https://res.cloudinary.com/aielevate/image/upload/v1731312000/certificates";
  const certificateRows: (typeof certificates.$inferInsert)[] = [
    {
      id: demoId("certificate:priya:masterclass"),
      userEmail: DEMO_STUDENT.email,
      certificateName: "Masterclass Completion Certificate",
      certificateImageLink: `${certificateHost}/priya-sharma-masterclass-completion.png`,
      dateOfIssuing: isoDate(addDays(today, -52)),
      isActive: true,
      verificationId: DEMO_CERTIFICATE_VERIFICATION_IDS.active,
    },
    {
      // Issued with a misspelt name and withdrawn: off the dashboard, and /verify says it was revoked.
      id: demoId("certificate:priya:python-revoked"),
      userEmail: DEMO_STUDENT.email,
      certificateName: "Python for ML & AI Certification",
      certificateImageLink: `${certificateHost}/priya-sharmaa-python-ml-ai.png`,
      dateOfIssuing: isoDate(addDays(today, -120)),
      isActive: false,
      verificationId: DEMO_CERTIFICATE_VERIFICATION_IDS.revoked,
    },
  ];

  // The referrer's ledger, as a first success writes it (spec 1 §9: 10 % of the referred payment).
  const credits: (typeof referralCredits.$inferInsert)[] = paymentRows
    .filter((payment) => payment.referredByEmail && payment.paymentStatus === "success")
    .map((payment) => ({
      paymentId: payment.id!,
      referrerEmail: payment.referredByEmail!,
      amount: minorToDecimal(referralCredit(decimalToMinor(payment.amount))),
      currency: payment.currency,
      createdAt: payment.updatedAt,
    }));

  return { profiles, payments: paymentRows, referralCredits: credits, students, certificates: certificateRows };
}
