import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "~/platform";
import {
  checkSessionForm,
  confirmDeleteSessionText,
  deleteSessionFailedText,
  emptySessionForm,
  overwriteSessionLabel,
  parseSessionId,
  readSessionBatchFilter,
  SESSION_FORM_MESSAGES,
  sessionExistsText,
  sessionFormFromRecord,
} from "./session-form";

const now = new Date("2026-03-05T10:00:00Z");

const valid = {
  session_id: "12",
  batch_id: "AGENTIC_AI_BATCH_1",
  session_date: "2026-03-07",
  session_start_time: "19:00",
  session_link: "https://teams.microsoft.com/l/meetup-join/abc",
  study_material_link: "",
  session_title: "  Agents 101 ",
  session_description: "",
  created_at: "2026-03-05T15:30",
  updated_at: "",
};

describe("session form (spec 3 §5)", () => {
  it("accepts a full form: numbers parsed, times normalised, empty optionals null, updated_at defaulting to now", () => {
    const result = checkSessionForm(valid, now);
    expect(result).toEqual({
      ok: true,
      value: {
        sessionId: 12,
        batchId: "AGENTIC_AI_BATCH_1",
        sessionDate: "2026-03-07",
        sessionStartTime: "19:00:00",
        durationMinutes: null,
        sessionLink: "https://teams.microsoft.com/l/meetup-join/abc",
        studyMaterialLink: null,
        sessionTitle: "Agents 101",
        sessionDescription: null,
        createdAt: new Date("2026-03-05T10:00:00Z"), // 15:30 in India
        updatedAt: now,
      },
    });
  });

  it("keeps a given updated_at (India time)", () => {
    const result = checkSessionForm({ ...valid, updated_at: "2026-03-06T09:00" }, now);
    expect(result.ok && result.value.updatedAt.toISOString()).toBe("2026-03-06T03:30:00.000Z");
  });

  it.each(["session_id", "batch_id", "session_date", "session_start_time", "created_at"] as const)(
    "requires %s: 'Please fill in all required fields'",
    (field) => {
      expect(checkSessionForm({ ...valid, [field]: "  " }, now)).toEqual({ ok: false, message: FIELD_MESSAGES.required });
      const { [field]: _dropped, ...missing } = valid;
      expect(checkSessionForm(missing, now)).toEqual({ ok: false, message: FIELD_MESSAGES.required });
    },
  );

  it("reports missing required fields before any other problem", () => {
    expect(checkSessionForm({ ...valid, session_link: "not a url", created_at: "" }, now)).toEqual({
      ok: false,
      message: FIELD_MESSAGES.required,
    });
  });

  it.each(["abc", "1.5", "-3", "99999999999"])("needs a numeric session_id (%s refused)", (sessionId) => {
    expect(checkSessionForm({ ...valid, session_id: sessionId }, now)).toEqual({
      ok: false,
      message: SESSION_FORM_MESSAGES.sessionIdNotANumber,
    });
  });

  it.each([
    ["session_link", "teams meeting"],
    ["session_link", "javascript:alert(1)"],
    ["study_material_link", "ftp://files.example.com/a.pdf"],
    ["study_material_link", "www.example.com"],
  ])("needs %s to be a valid web URL (%s refused)", (field, link) => {
    expect(checkSessionForm({ ...valid, [field]: link }, now)).toEqual({ ok: false, message: "Please enter a valid URL" });
  });

  it("takes a session length of 15 to 600 whole minutes; empty means the usual two hours", () => {
    const length = (value: string) => checkSessionForm({ ...valid, duration_minutes: value }, now);
    expect(length("90")).toMatchObject({ ok: true, value: { durationMinutes: 90 } });
    expect(length("15")).toMatchObject({ ok: true, value: { durationMinutes: 15 } });
    expect(length("600")).toMatchObject({ ok: true, value: { durationMinutes: 600 } });
    expect(length("")).toMatchObject({ ok: true, value: { durationMinutes: null } });
    for (const refused of ["14", "601", "1.5", "-30", "two hours"]) {
      expect(length(refused)).toEqual({ ok: false, message: SESSION_FORM_MESSAGES.invalidLength });
    }
  });

  it("refuses impossible dates and times", () => {
    expect(checkSessionForm({ ...valid, session_date: "2026-02-30" }, now)).toEqual({
      ok: false,
      message: "Please enter a valid date",
    });
    expect(checkSessionForm({ ...valid, session_start_time: "25:00" }, now)).toEqual({
      ok: false,
      message: SESSION_FORM_MESSAGES.invalidTime,
    });
    expect(checkSessionForm({ ...valid, created_at: "yesterday" }, now)).toEqual({
      ok: false,
      message: SESSION_FORM_MESSAGES.invalidDateTime,
    });
  });

  it("starts empty in create mode with created_at now, and loads a record for editing", () => {
    expect(emptySessionForm(now)).toMatchObject({ session_id: "", created_at: "2026-03-05T15:30", updated_at: "" });
    expect(
      sessionFormFromRecord({
        sessionId: 4,
        batchId: "B",
        sessionDate: "2026-01-02",
        sessionStartTime: "19:00:00",
        durationMinutes: 45,
        sessionLink: null,
        studyMaterialLink: "https://x.example/m.pdf",
        sessionTitle: null,
        sessionDescription: "d",
        createdAt: "2026-01-01T00:00:00Z",
      }),
    ).toEqual({
      session_id: "4",
      batch_id: "B",
      session_date: "2026-01-02",
      session_start_time: "19:00",
      duration_minutes: "45",
      session_link: "",
      study_material_link: "https://x.example/m.pdf",
      session_title: "",
      session_description: "d",
      created_at: "2026-01-01T05:30",
      updated_at: "",
    });
  });

  it("has the spec's success texts", () => {
    expect(SESSION_FORM_MESSAGES.created).toBe("Session created successfully!");
    expect(SESSION_FORM_MESSAGES.updated).toBe("Session updated successfully!");
    expect(SESSION_FORM_MESSAGES.noSessions).toBe("No sessions found");
  });
});

describe("session list, delete and overwrite", () => {
  it("reads the batch filter from the address, trimmed", () => {
    expect(readSessionBatchFilter(new URLSearchParams("batch=%20AGENTIC_AI_BATCH_1%20"))).toBe("AGENTIC_AI_BATCH_1");
    expect(readSessionBatchFilter(new URLSearchParams(""))).toBe("");
  });

  it("accepts only a whole session_id in the column's range for a delete", () => {
    expect(parseSessionId("42")).toBe(42);
    expect(parseSessionId("0")).toBe(0);
    expect(parseSessionId("2147483647")).toBe(2147483647);
    expect(parseSessionId("2147483648")).toBeNull();
    expect(parseSessionId("-1")).toBeNull();
    expect(parseSessionId("4.5")).toBeNull();
    expect(parseSessionId("")).toBeNull();
    expect(parseSessionId(undefined)).toBeNull();
  });

  it("names the session in its questions and messages", () => {
    expect(confirmDeleteSessionText(7)).toBe("Are you sure you want to delete session 7? This action cannot be undone.");
    expect(sessionExistsText(7)).toBe(
      "Session 7 already exists. Choose 'Overwrite Session 7' to replace it, or enter another Session ID.",
    );
    expect(overwriteSessionLabel(7)).toBe("Overwrite Session 7");
    expect(SESSION_FORM_MESSAGES.deleted).toBe("Session deleted successfully!");
    expect(deleteSessionFailedText("boom")).toBe("Failed to delete session: boom");
    expect(deleteSessionFailedText(null)).toBe("Failed to delete session");
  });
});
