import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "~/platform";
import { checkSessionLinkForm, isSecureTeamsMeetingLink, SESSION_LINK_COURSES, SESSION_LINK_MESSAGES } from "./session-link-form";

const valid = {
  id: "",
  batch_id: "AGENTIC_AI_BATCH_1",
  course_name: "Agentic AI",
  teams_meeting_link: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc",
  meeting_id: "",
  passcode: " Xy12 ",
  recurring_schedule: "",
  is_active: "on",
};

describe("session link form (spec 3 §5)", () => {
  it("accepts a create: empty optionals null, active when ticked", () => {
    expect(checkSessionLinkForm(valid)).toEqual({
      ok: true,
      value: {
        id: null,
        batchId: "AGENTIC_AI_BATCH_1",
        courseName: "Agentic AI",
        teamsMeetingLink: valid.teams_meeting_link,
        meetingId: null,
        passcode: "Xy12",
        recurringSchedule: null,
        isActive: true,
      },
    });
  });

  it("reads an update's id and an unticked active box", () => {
    const { is_active: _unticked, ...rest } = valid;
    expect(checkSessionLinkForm({ ...rest, id: "42" })).toMatchObject({ ok: true, value: { id: 42, isActive: false } });
  });

  it.each(["batch_id", "course_name", "teams_meeting_link"])("requires %s", (field) => {
    expect(checkSessionLinkForm({ ...valid, [field]: "" })).toEqual({ ok: false, message: FIELD_MESSAGES.required });
  });

  it.each([
    "https://zoom.us/j/123",
    "https://meet.google.com/abc-defg-hij",
    "https://teams.microsoft.com.evil.example/l/meetup-join/x",
    "https://evil.example/?teams.microsoft.com",
    "teams.microsoft.com/l/meetup-join/x",
    "javascript://teams.microsoft.com/%0Aalert(1)",
  ])("refuses a non-Teams link: %s", (link) => {
    expect(checkSessionLinkForm({ ...valid, teams_meeting_link: link })).toEqual({
      ok: false,
      message: "Please enter a valid Microsoft Teams meeting link",
    });
  });

  it("accepts both Teams hosts and their subdomains, over https only", () => {
    expect(isSecureTeamsMeetingLink("https://teams.microsoft.com/l/meetup-join/x")).toBe(true);
    expect(isSecureTeamsMeetingLink("https://teams.live.com/meet/9876543210")).toBe(true);
    expect(isSecureTeamsMeetingLink("https://gov.teams.microsoft.com/l/meetup-join/x")).toBe(true);
    expect(isSecureTeamsMeetingLink("http://teams.microsoft.com/l/meetup-join/x")).toBe(false);
    expect(isSecureTeamsMeetingLink("https://zoom.us/j/123")).toBe(false);
    expect(isSecureTeamsMeetingLink("not a link")).toBe(false);
  });

  it("refuses an http: Teams link with a message that asks for https://", () => {
    for (const link of ["http://teams.microsoft.com/l/meetup-join/x", "HTTP://teams.live.com/meet/9876543210"]) {
      expect(checkSessionLinkForm({ ...valid, teams_meeting_link: link })).toEqual({
        ok: false,
        message: "Please enter the Microsoft Teams meeting link that starts with https://",
      });
    }
    expect(SESSION_LINK_MESSAGES.teamsLinkNotHttps).toBe(
      "Please enter the Microsoft Teams meeting link that starts with https://",
    );
  });

  it("offers exactly the course choices of spec 3 §9 and refuses others", () => {
    expect(SESSION_LINK_COURSES).toEqual([
      "Agentic AI",
      "Vibe Coding",
      "Python for ML & AI",
      "4 Months AI Certification For Professionals",
      "PowerBI & Tableau",
      "O365 & Excel Automation",
      "Quantum Computing",
      "Build AI Projects",
      "Masterclass",
    ]);
    expect(checkSessionLinkForm({ ...valid, course_name: "Cooking" })).toEqual({
      ok: false,
      message: SESSION_LINK_MESSAGES.unknownCourse,
    });
  });

  it("has the spec's texts", () => {
    expect(SESSION_LINK_MESSAGES.created).toBe("Session link created successfully!");
    expect(SESSION_LINK_MESSAGES.updated).toBe("Session link updated successfully!");
    expect(SESSION_LINK_MESSAGES.clearForm).toBe("Clear Form (Create New)");
  });
});

describe("a session link whose course has left the list", () => {
  const retired = { ...valid, id: "42", course_name: "Data Science Bootcamp" };

  it("keeps its own course when edited, and gives it to no other link", () => {
    expect(checkSessionLinkForm(retired, { courseName: "Data Science Bootcamp" })).toMatchObject({
      ok: true,
      value: { courseName: "Data Science Bootcamp" },
    });
    expect(checkSessionLinkForm(retired)).toEqual({ ok: false, message: SESSION_LINK_MESSAGES.unknownCourse });
    expect(checkSessionLinkForm(retired, { courseName: "Agentic AI" })).toEqual({
      ok: false,
      message: SESSION_LINK_MESSAGES.unknownCourse,
    });
  });
});
