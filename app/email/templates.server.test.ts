// Every template renders to HTML (React Email) and to a plain-text part from
// the same content; the HTML passes axe in a real browser, at a narrow and a wide client width, with images off
// (there are none) — and keeps the business's name, one heading, at most one main button and the address.
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "~/content/site-config";
import { classTimeFor } from "~/classes/class-reminders";
import { indiaInstant } from "~/platform/india-time";
import { paymentConfirmationEmail } from "~/payments/confirmation-email.server";
import type { OutgoingEmail } from "./outbox.server";
import * as templates from "./templates.server";

const URL_BASE = "https://learn.example.test";
const startsAt = indiaInstant("2026-12-10", "19:00");

const instalmentReminder: templates.InstalmentReminder = {
  to: "a@example.com",
  name: "Asha",
  course: "Agentic AI",
  dueDate: "2026-12-10",
  amount: "₹2,999.00",
  dashboardUrl: `${URL_BASE}/dashboard`,
  kind: "before",
};

const everyEmail: Record<string, () => Promise<OutgoingEmail>> = {
  "password reset": () =>
    templates.passwordResetEmail({ to: "a@example.com", name: "Asha", link: `${URL_BASE}/reset-password?token=t` }),
  verification: () =>
    templates.verificationEmail({ to: "a@example.com", name: "Asha", link: `${URL_BASE}/verify-email?token=t` }),
  "change of address": () =>
    templates.verificationEmail({
      to: "a@example.com",
      name: "Asha",
      link: `${URL_BASE}/verify-email?token=t`,
      isChangeOfAddress: true,
    }),
  "password changed": () => templates.passwordChangedEmail({ to: "a@example.com", name: "Asha" }),
  "e-mail changed": () => templates.emailChangedEmail({ to: "a@example.com", name: "Asha", newEmail: "b@example.com" }),
  "payment confirmation": () =>
    paymentConfirmationEmail({
      email: "a@example.com",
      name: "Asha",
      course: "Agentic AI",
      amountMinor: 299_900,
      currency: "INR",
      providerPaymentId: "pay_123",
      invoice: { id: "00000000-0000-4000-8000-000000000001", number: "INV/26-27/000001" },
    }),
  "instalment reminder": () => templates.instalmentReminderEmail(instalmentReminder),
  "overdue instalment reminder": () =>
    templates.instalmentReminderEmail({
      ...instalmentReminder,
      dashboardUrl: `${URL_BASE}/dashboard#course-progress`,
      kind: "overdue",
      pausesOn: "2026-12-18",
    }),
  "autopay pre-debit notice": () =>
    templates.autopayDebitNoticeEmail({
      to: "a@example.com",
      name: "Asha",
      course: "Agentic AI",
      amount: "₹2,999",
      debitDate: "2026-12-10",
      dashboardUrl: `${URL_BASE}/dashboard#course-progress`,
    }),
  "class reminder": () =>
    templates.classReminderEmail({
      to: "a@example.com",
      name: "Asha",
      kind: "day-before",
      title: "Prompt patterns",
      time: classTimeFor(startsAt, "America/Toronto"),
      joinUrl: `${URL_BASE}/class/join`,
      calendarUrl: `${URL_BASE}/dashboard/calendar.ics`,
      optOutUrl: `${URL_BASE}/reminders/unsubscribe?email=a%40example.com&signature=abc`,
    }),
  refund: () =>
    templates.refundProcessedEmail({
      to: "a@example.com",
      name: "Asha",
      course: "Agentic AI",
      amount: "₹1,499.50",
      providerRefundId: "rfnd_1",
      creditNote: { id: "00000000-0000-4000-8000-000000000002", number: "CN/26-27/000001" },
    }),
  certificate: () =>
    templates.certificateIssuedEmail({
      to: "a@example.com",
      title: "AI Practitioner",
      dateOfIssuing: "2026-12-10",
      verificationUrl: `${URL_BASE}/verify/abc`,
      linkedInUrl: "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME",
    }),
  "admin invitation": () =>
    templates.adminInvitationEmail({
      to: "a@example.com",
      invitedBy: "owner@example.com",
      link: `${URL_BASE}/admin/invitations/x`,
    }),
  "contact notification": () =>
    templates.contactNotificationEmail({
      name: "Asha <b>",
      email: "a@example.com",
      mobile: "+91 90000 00000",
      purposeLabel: "Free session",
      additionalDetails: null,
    }),
  "certificate application notification": () =>
    templates.certificateApplicationNotificationEmail({
      name: "Asha",
      email: "a@example.com",
      mobile: "+91 90000 00000",
      occupation: "Engineer",
      organization: null,
      city: "Pune",
      interestAreas: ["AI for Business Strategy"],
      timeline: "Within 1 month",
      webinarAttended: true,
      leadUrl: `${URL_BASE}/admin/leads/certificate/1`,
    }),
  "recording available": () =>
    templates.recordingAvailableEmail({
      to: "a@example.com",
      name: "Asha",
      title: "Prompt patterns",
      dashboardUrl: `${URL_BASE}/dashboard#sessions`,
      optOutUrl: `${URL_BASE}/reminders/unsubscribe?email=a%40example.com&signature=abc`,
    }),
  "AI Spot application notification": () =>
    templates.spotApplicationNotificationEmail({
      venueName: "Filter Coffee",
      typeOfPlace: "Cafe",
      city: "Pune",
      state: "Maharashtra",
      country: "India",
      ownerManagerName: "Lakshmi",
      mobile: "+91 90000 00000",
      email: "spot@example.com",
      managementUrl: `${URL_BASE}/admin/ai-spot-management`,
    }),
};

const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => fs.existsSync(candidate));
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: systemChromium });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe("every e-mail", () => {
  it("covers each template the site sends", () => {
    const exported = Object.keys(templates).filter((name) => name.endsWith("Email"));
    const called = Object.values(everyEmail).map((make) => /\.(\w+Email)\)?\(/.exec(make.toString())?.[1]);
    expect([...new Set(called.filter((name) => name !== "paymentConfirmationEmail"))].sort()).toEqual(exported.sort());
  });

  it.each(Object.entries(everyEmail))("%s: HTML and text, the layout's parts, and no axe violations", async (_, make) => {
    const email = await make();
    expect(email.html).toMatch(/^<!DOCTYPE html/i);
    expect(email.text.length).toBeGreaterThan(40);
    expect(email.text).toContain(siteConfig.address);

    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      for (const width of [360, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(email.html!);
        expect(await page.locator("h1").count()).toBe(1);
        expect(await page.getByText(siteConfig.name, { exact: true }).count()).toBeGreaterThan(0);
        expect(await page.getByText(siteConfig.address).count()).toBe(1);
        expect(await page.locator("img").count()).toBe(0);
        // Nothing wider than the client: the message reads on a phone without scrolling sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // WCAG A and AA rules: an e-mail is shown inside a mail client's own page, which has the landmarks that
        // axe's best-practice rules (one main, everything in a region) look for.
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it("shows the visitor's text as text in the HTML", async () => {
    const email = await everyEmail["contact notification"]!();
    expect(email.html).toContain("Asha &lt;b&gt;");
    expect(email.html).not.toContain("Asha <b>");
  });

  it("reminders carry List-Unsubscribe and their opt-out link; account and payment e-mails do not", async () => {
    const reminder = await everyEmail["class reminder"]!();
    expect(reminder.headers).toEqual({
      "List-Unsubscribe": `<${URL_BASE}/reminders/unsubscribe?email=a%40example.com&signature=abc>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(reminder.text).toContain("Turn off class reminders: https://learn.example.test/reminders/unsubscribe?");
    expect(reminder.text).toContain("Your time: 10 Dec 2026, 08:30 (America/Toronto)");
    for (const name of ["password reset", "payment confirmation", "refund", "verification"]) {
      expect((await everyEmail[name]!()).headers, name).toBeUndefined();
    }
  });
});
