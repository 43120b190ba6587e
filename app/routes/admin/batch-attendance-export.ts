import { data } from "react-router";
import { spreadsheetSafe, STAFF_TEXT } from "~/staff";
import { formatClockTime, formatIndiaDateTime, indiaDate } from "~/platform";
import { csvDownload, csvFile, requireStaff, teachesBatch } from "~/staff/index.server";
import { loadBatchAttendance } from "~/classes/index.server";
import { db } from "~/platform/index.server";
import type { Route } from "./+types/batch-attendance-export";

/** A batch's attendance, every session held so far × every student, as CSV (admins, and the batch's instructors). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "batch-attendance.download");
  const batchId = params.batchId;
  const database = await db();
  if (!(await teachesBatch(database, staff, batchId))) throw data({ error: STAFF_TEXT.forbiddenAction }, { status: 403 });
  const records = await loadBatchAttendance(database, batchId, new Date());
  const header = [
    "Session ID",
    "Session date",
    "Start (IST)",
    "Session title",
    "Student",
    "Email",
    "Attended",
    "Joined at (IST)",
  ];
  const lines = records.map((record) =>
    [
      String(record.sessionId),
      record.sessionDate,
      formatClockTime(record.sessionStartTime),
      record.sessionTitle ?? "",
      record.name,
      record.email,
      record.joinedAt ? "Yes" : "No",
      record.joinedAt ? formatIndiaDateTime(record.joinedAt) : "",
    ].map(spreadsheetSafe),
  );
  const safeName = batchId.replace(/[^A-Za-z0-9_-]/g, "_");
  return csvDownload(csvFile([header, ...lines]), `attendance-${safeName}-${indiaDate(new Date())}.csv`);
}
