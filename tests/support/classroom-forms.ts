// The classroom's forms in integration tests: assignments made through the staff screen, hand-ins posted as the
// browser's multipart form, and due dates as the datetime-local input sends them.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import * as classroomBatch from "~/routes/admin/classroom-batch";
import * as classroom from "~/routes/learn/classroom";
import { db } from "~/platform/db/database.server";
import { assignments } from "~/platform/db/schema";
import type { Account } from "./classroom-fixtures";
import { APP_ORIGIN, formPost, run, statusOf, uniqueIp } from "./route-calls";

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** India wall-clock 'YYYY-MM-DDTHH:MM' of an instant, as the datetime-local input sends it. */
export function indiaInput(instant: Date) {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

export function assignmentFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "assignment",
    title: "Build a chatbot",
    brief: "Read https://example.com/brief.\nHand in your notebook.",
    due_at: indiaInput(inDays(7)),
    required: "on",
    criterion_name_1: "Works",
    criterion_points_1: "6",
    criterion_name_2: "Explained",
    criterion_points_2: "4",
    pass_mark: "6",
    ...overrides,
  };
}

export function staffPost(batchId: string, cookie: string, fields: Record<string, string>, origin?: string) {
  return run(classroomBatch.action, formPost(`/admin/classroom/${batchId}`, fields, { cookie, ...(origin ? { origin } : {}) }), {
    batchId,
  });
}

/** An assignment made through /admin/classroom/{batchId} by `staff`; its id. */
export async function createAssignmentAs(staff: Account, batchId: string, overrides: Record<string, string> = {}) {
  const answer = await staffPost(batchId, staff.cookie, assignmentFields(overrides));
  expect(statusOf(answer)).toBe(200);
  const database = await db();
  const rows = await database.select().from(assignments).where(eq(assignments.batchId, batchId));
  return rows.find((row) => row.title === (overrides.title ?? "Build a chatbot"))!.id;
}

export const PDF_BYTES = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

/** A hand-in as the browser posts it: multipart, with an optional link and file. */
export function handInRequest(
  batchId: string,
  cookie: string | null,
  fields: { assignment_id: string; link?: string },
  file?: { name: string; bytes: Uint8Array; type?: string },
) {
  const body = new FormData();
  body.set("assignment_id", fields.assignment_id);
  body.set("link", fields.link ?? "");
  if (file)
    body.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }));
  else body.set("file", new File([], "", { type: "application/octet-stream" }));
  const headers = new Headers({ origin: APP_ORIGIN, "x-client-ip": uniqueIp() });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${APP_ORIGIN}/learn/${batchId}`, { method: "POST", headers, body });
}

export function handIn(
  batchId: string,
  student: Account,
  fields: { assignment_id: string; link?: string },
  file?: { name: string; bytes: Uint8Array; type?: string },
) {
  return run(classroom.action, handInRequest(batchId, student.cookie, fields, file), { batchId });
}
