import type { contactSubmissions, leadGenResponses } from "../db/schema";
import { addDays, addMinutes } from "./demo-dates";
import { demoId } from "./demo-id";
import { DEMO_STUDENT, DEMO_STUDENT_WITHOUT_BATCH } from "./demo-students";

const DECLARATION =
  "I hereby declare that the information provided above is true to the best of my knowledge, and I consent to being contacted about AI events, news, courses and offers.";

export function demoLeadGenResponses(now: Date): (typeof leadGenResponses.$inferInsert)[] {
  const webinarApplicantAt = addMinutes(addDays(now, -2), -95);
  const newcomerAt = addMinutes(addDays(now, -9), -310);
  return [
    {
      id: demoId("lead:aarti.sinha"),
      name: "Aarti Sinha",
      email: "aarti.sinha@example.in",
      mobile: "9876012345",
      age: 32,
      occupation: "HR Manager",
      organization: "Sunrise Pharma Ltd.",
      city: "Mumbai",
      interestAreas: ["AI Tools for Productivity", "AI for Business Strategy"],
      timeline: "Immediately (next 1 month)",
      needsCertificate: "Yes, for my professional profile",
      webinarAttended: true,
      positiveFeedback: "Clear, practical examples of using ChatGPT for job descriptions and interview kits.",
      negativeFeedback: "The Q&A at the end felt rushed.",
      rating: 5,
      recommend: true,
      permissionPublishFeedback: true,
      ref1Name: "Deepak Joshi",
      ref1Mobile: "9867123450",
      ref2Name: "Snehal Patil",
      ref2Mobile: "9769234501",
      declarationText: DECLARATION,
      declarationTimestamp: webinarApplicantAt,
      createdAt: webinarApplicantAt,
    },
    {
      id: demoId("lead:varun.khanna"),
      name: "Varun Khanna",
      email: "varun.khanna@example.in",
      mobile: "9811456789",
      age: null,
      occupation: "Final-year B.Tech Student",
      organization: "Delhi Technological University",
      city: "New Delhi",
      interestAreas: ["Python + AI Agent Development", "Advanced AI Frameworks (LangChain, AutoGen, CrewAI)"],
      timeline: "Within 3-6 months",
      needsCertificate: "Yes, for placements",
      webinarAttended: false,
      positiveFeedback: null,
      negativeFeedback: null,
      rating: 0,
      recommend: false,
      permissionPublishFeedback: false,
      ref1Name: "Kunal Arora",
      ref1Mobile: "9899012346",
      ref2Name: "Simran Kaur",
      ref2Mobile: "9810987651",
      declarationText: DECLARATION,
      declarationTimestamp: newcomerAt,
      createdAt: newcomerAt,
    },
  ];
}

export function demoContactSubmissions(now: Date): (typeof contactSubmissions.$inferInsert)[] {
  return [
    {
      id: demoId("contact:corporate:infotech"),
      name: "Ramesh Iyer",
      email: "ramesh.iyer@example.in",
      mobile: "9845098761",
      purpose: "corporate_session",
      additionalDetails:
        "We are a 400-person IT services firm in Chennai. Looking for a 2-day Agentic AI workshop for about 40 senior developers in January.",
      createdAt: addMinutes(addDays(now, -1), -220),
    },
    {
      id: demoId("contact:free-session:nisha"),
      name: "Nisha Verma",
      email: "nisha.verma@example.in",
      mobile: "9711234508",
      purpose: "free_session",
      additionalDetails: null,
      createdAt: addMinutes(addDays(now, -4), -45),
    },
    {
      id: demoId("contact:referral:priya"),
      name: DEMO_STUDENT.name,
      email: DEMO_STUDENT.email,
      mobile: DEMO_STUDENT.mobileNo,
      purpose: "request_referral_commission",
      additionalDetails: `Referred ${DEMO_STUDENT_WITHOUT_BATCH.name} (${DEMO_STUDENT_WITHOUT_BATCH.email}). Please send the payout to my UPI ID.`,
      createdAt: addMinutes(addDays(now, -3), -130),
    },
  ];
}
