import { describe, expect, it } from "vitest";
import {
  attendanceRate,
  sessionOnNow,
  sessionProgress,
  sessionStartInstant,
  splitSessionsByTime,
  viewerLocalStart,
} from "./sessions";

describe("sessions", () => {
  it("counts 25 sessions less those listed", () => {
    expect(sessionProgress(10)).toEqual({ total: 25, listed: 10, remaining: 15, percentListed: 40 });
    expect(sessionProgress(0).remaining).toBe(25);
    expect(sessionProgress(30).remaining).toBe(0);
  });

  it("reads session times as India time and shows them in the viewer's zone", () => {
    const start = sessionStartInstant("2026-03-21", "19:00:00");
    expect(start.toISOString()).toBe("2026-03-21T13:30:00.000Z");
    expect(sessionStartInstant("2026-03-21", "19:00").toISOString()).toBe("2026-03-21T13:30:00.000Z");
    expect(viewerLocalStart("2026-03-21", "23:00:00", "Europe/London")).toEqual({ date: "21 Mar 2026", time: "17:30" });
    expect(viewerLocalStart("2026-03-21", "02:00:00", "America/New_York")).toEqual({ date: "20 Mar 2026", time: "16:30" });
    expect(viewerLocalStart("2026-03-21", "19:00:00", "Asia/Kolkata")).toBeNull();
    expect(viewerLocalStart("2026-03-21", "19:00:00", "Asia/Colombo")).toBeNull(); // same clock as India
  });

  it("tells upcoming sessions from past ones; a class in progress is still upcoming", () => {
    const sessions = [
      { id: 1, sessionDate: "2026-03-07", sessionStartTime: "19:00:00" },
      { id: 3, sessionDate: "2026-03-21", sessionStartTime: "19:00:00" },
      { id: 2, sessionDate: "2026-03-14", sessionStartTime: "19:00:00" },
    ];
    const during = new Date("2026-03-14T14:00:00Z"); // 19:30 IST on the 14th
    const { upcoming, past } = splitSessionsByTime(sessions, during);
    expect(upcoming.map((session) => session.id)).toEqual([2, 3]);
    expect(past.map((session) => session.id)).toEqual([1]);
    const after = new Date("2026-03-14T15:31:00Z");
    expect(splitSessionsByTime(sessions, after).past.map((session) => session.id)).toEqual([2, 1]);
  });
});

describe("sessionOnNow", () => {
  const sessions = [
    { id: 1, sessionDate: "2026-12-05", sessionStartTime: "19:00:00" },
    { id: 2, sessionDate: "2026-12-05", sessionStartTime: "20:30:00", durationMinutes: 60 },
  ];
  const at = (time: string) => sessionOnNow(sessions, sessionStartInstant("2026-12-05", time))?.id ?? null;

  it("is on from 15 minutes before its start until its end; the earlier of two overlapping sessions wins", () => {
    expect(at("18:44:59")).toBeNull();
    expect(at("18:45:00")).toBe(1);
    expect(at("20:59:59")).toBe(1);
    expect(at("21:00:00")).toBe(2);
    expect(at("20:59:00")).toBe(1);
    expect(at("21:00:01")).toBe(2);
    expect(at("21:29:59")).toBe(2);
    expect(at("21:30:00")).toBeNull();
  });
});

describe("attendanceRate", () => {
  it("counts the sessions held and attended, as a whole percent; none held yet is no rate", () => {
    expect(attendanceRate(0, 0)).toEqual({ attended: 0, held: 0, percent: null });
    expect(attendanceRate(4, 3)).toEqual({ attended: 3, held: 4, percent: 75 });
  });
});
