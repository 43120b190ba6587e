import { describe, expect, it } from "vitest";
import { CONSENT_PURPOSES } from "./consent";
import {
  ACCOUNT_WHATSAPP_OPT_INS,
  CONSENT_NOTICES,
  type ConsentNotice,
  currentNotice,
  noticeVersion,
  optInValue,
  readOptIns,
  WHATSAPP_OPT_INS,
} from "./notices";

describe("consent notices", () => {
  it("have one entry per purpose, channel and version, and a text for every opt-in offered", () => {
    const keys = CONSENT_NOTICES.map((notice) => `${notice.purpose}/${notice.channel}/${notice.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const purpose of ACCOUNT_WHATSAPP_OPT_INS) expect(currentNotice(purpose, "whatsapp")?.text).toBeTruthy();
    for (const purpose of WHATSAPP_OPT_INS) expect(ACCOUNT_WHATSAPP_OPT_INS).toContain(purpose);
    expect(CONSENT_PURPOSES).toEqual(expect.arrayContaining([...ACCOUNT_WHATSAPP_OPT_INS]));
  });

  it("shows the highest version today, and keeps every earlier version readable", () => {
    const reworded: ConsentNotice[] = [
      ...CONSENT_NOTICES,
      { purpose: "class-reminders", channel: "whatsapp", version: 2, label: "Class reminders", text: "New words." },
    ];
    expect(currentNotice("class-reminders", "whatsapp", reworded)?.version).toBe(2);
    expect(noticeVersion("class-reminders", "whatsapp", 1, reworded)?.text).toBe(
      currentNotice("class-reminders", "whatsapp")!.text,
    );
    expect(noticeVersion("class-reminders", "whatsapp", 3, reworded)).toBeNull();
    expect(currentNotice("marketing", "whatsapp")).toBeNull(); // no opt-in offered without a notice
  });
});

describe("reading the ticked WhatsApp opt-ins", () => {
  const shown = (purpose: (typeof WHATSAPP_OPT_INS)[number]) => optInValue(currentNotice(purpose, "whatsapp")!);

  it("takes each offered purpose once, with the notice version shown", () => {
    expect(readOptIns([shown("payment-notices"), shown("class-reminders"), shown("payment-notices")], WHATSAPP_OPT_INS)).toEqual([
      { purpose: "payment-notices", noticeVersion: 1 },
      { purpose: "class-reminders", noticeVersion: 1 },
    ]);
    expect(readOptIns([], WHATSAPP_OPT_INS)).toEqual([]);
  });

  it("ignores purposes not offered on the form, versions that never existed, and anything else", () => {
    expect(
      readOptIns(
        [shown("course-announcements" as never), "class-reminders:9", "marketing:1", "on", "", 1, null, "class-reminders:1:x"],
        WHATSAPP_OPT_INS,
      ),
    ).toEqual([]);
  });
});
