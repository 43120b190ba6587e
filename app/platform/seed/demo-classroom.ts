import { indiaInstant } from "~/platform/india-time";
import type { assignments, batchInstructors, classAnnouncements, handIns } from "../db/schema";
import { addDays, isoDate } from "./demo-dates";
import { demoId } from "./demo-id";
import { DEMO_STUDENT } from "./demo-students";

// The demo instructor documented in the README: teaches the demo student's batch, so /admin/classroom, the
// gradebook and the review queue open with real content.
export const DEMO_INSTRUCTOR = {
  email: "instructor@demo.aielevate.in",
  password: "DemoInstructor#2026",
  name: "Kavya Iyer",
  batchId: DEMO_STUDENT.batchId,
} as const;

const RUBRIC = [
  { name: "The agent runs end to end", maxPoints: 10 },
  { name: "Tool calls and error handling", maxPoints: 10 },
  { name: "README and a short demo video", maxPoints: 5 },
];

export function demoClassroomRows(options: { today: Date; instructorId: string; studentId: string }) {
  const { today, instructorId, studentId } = options;
  const batchId = DEMO_INSTRUCTOR.batchId;
  const triageId = demoId("assignment:agentic-1:triage-agent");
  const researchId = demoId("assignment:agentic-1:research-crew");
  const setOn = indiaInstant(isoDate(addDays(today, -14)), "10:30:00");
  const handedInOn = isoDate(addDays(today, -8));
  const reviewedOn = isoDate(addDays(today, -6));

  const instructors: (typeof batchInstructors.$inferInsert)[] = [{ batchId, userId: instructorId, createdAt: setOn }];

  const assignmentRows: (typeof assignments.$inferInsert)[] = [
    {
      id: triageId,
      batchId,
      title: "Customer-support triage agent",
      brief:
        "Build the triage agent from session 6: it reads an e-commerce inbox, labels each message and drafts a reply.\n" +
        "Hand in a link to your repository with a README and a two-minute demo video.\n" +
        "Starter code: https://github.com/aielevate-academy/agentic-ai-batch-1/tree/main/06-langchain-agent",
      dueAt: indiaInstant(isoDate(addDays(today, -5)), "23:59:00"),
      required: true,
      rubric: RUBRIC,
      passMark: 18,
      createdBy: instructorId,
      createdAt: setOn,
      updatedAt: setOn,
    },
    {
      id: researchId,
      batchId,
      title: "Market-research crew",
      brief:
        "For those who want more: a CrewAI crew of a researcher and a writer that turns a product name into a one-page brief.\n" +
        "Hand in a link to the repository or a zip of the notebook.",
      dueAt: indiaInstant(isoDate(addDays(today, 12)), "23:59:00"),
      required: false,
      rubric: [
        { name: "The crew delegates sensibly", maxPoints: 10 },
        { name: "The brief cites its sources", maxPoints: 10 },
      ],
      passMark: 12,
      createdBy: instructorId,
      createdAt: setOn,
      updatedAt: setOn,
    },
  ];

  const announcementRows: (typeof classAnnouncements.$inferInsert)[] = [
    {
      id: demoId("announcement:agentic-1:office-hours"),
      batchId,
      authorUserId: instructorId,
      title: "Office hours before the triage agent is due",
      body:
        "I will be on the class Teams link on Thursday at 8 PM IST for anyone stuck on tool calling.\n" +
        "Bring your repository and the error you see; we will go through them one by one.",
      createdAt: indiaInstant(isoDate(addDays(today, -10)), "18:05:00"),
    },
  ];

  const handInRows: (typeof handIns.$inferInsert)[] = [
    {
      id: demoId("hand-in:priya:triage-agent:1"),
      assignmentId: triageId,
      studentUserId: studentId,
      studentEmail: DEMO_STUDENT.email.toLowerCase(),
      version: 1,
      link: "https://github.com/priya-sharma-demo/support-triage-agent",
      submittedAt: indiaInstant(handedInOn, "22:41:00"),
      late: false,
      status: "needs-revision",
      scores: [8, 5, 3],
      score: 16,
      feedback:
        "The agent labels messages well. It stops when the order API times out: catch the error, retry once and " +
        "tell the customer. The README needs the steps to run it; please add them and the demo video, then hand in again.",
      reviewedBy: instructorId,
      reviewedAt: indiaInstant(reviewedOn, "11:20:00"),
    },
  ];

  return { instructors, assignments: assignmentRows, announcements: announcementRows, handIns: handInRows };
}
