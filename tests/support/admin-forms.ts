// Valid forms of each admin screen, as the browser sends them.
import { randomUUID } from "node:crypto";

export function validSession(sessionId: number): Record<string, string> {
  return {
    session_id: String(sessionId),
    batch_id: "AGENTIC_AI_BATCH_9",
    session_date: "2026-04-04",
    session_start_time: "19:00",
    session_link: "",
    study_material_link: "",
    session_title: "Agents",
    session_description: "",
    created_at: "2026-03-01T10:00",
    updated_at: "",
  };
}

export function validLink(): Record<string, string> {
  return {
    id: "",
    batch_id: "AGENTIC_AI_BATCH_9",
    course_name: "Agentic AI",
    teams_meeting_link: "https://teams.microsoft.com/l/meetup-join/abc",
    is_active: "on",
  };
}

export function validCertificate(email: string): Record<string, string> {
  return {
    id: "",
    user_email: email,
    certificate_name: "Vibe Coding Certification",
    date_of_issuing: "2026-03-01",
    certificate_image_link: "https://files.example.com/c.png",
    is_active: "on",
  };
}

export function validLibraryItem(): Record<string, string> {
  return {
    id: "",
    publication_type: "Article",
    category: "Case Study",
    title: "How agents cut costs",
    author_team: "Team",
    level: "Manager",
    url: "https://example.com/case",
    publication_date: "2025-05-01",
    license_source: "CC BY",
    tags: "agents, cost",
    contributor: "External",
    verified: "on",
    access: "Anyone",
  };
}

/** A refund of ₹100; a fresh key each time, so no two posts are one retried refund. */
export function validRefund(): Record<string, string> {
  return { refundKey: randomUUID(), amount: "100.00", reason: "Course cancelled" };
}

/** A payout of ₹100 to a referrer; a fresh idempotency key each time, so no two posts are one retried payout. */
export function validPayout(): Record<string, string> {
  return {
    idempotencyKey: randomUUID(),
    amount: "100.00",
    currency: "INR",
    paidOn: "2026-01-15",
    reference: "UPI 412345678901",
  };
}
