// The admin area in a spec: signing in at the gate as the e2e admin, and a private copy of the e2e server (same build,
// fresh demo data, the same admin account) for a story whose changes would change what other specs see on the shared one.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "../../../playwright.config";
import { indiaDate, toIndiaDateTimeInput } from "../../../app/platform/india-time";
import { expect, openPage, stubOtherSites, test, waitForHydration } from "./test";

/** Starts the private server on `port` before the describe block's tests and stops it after them; its base URL. */
export function usePrivateDemoServer(port: number, dataDirPrefix: string) {
  const base = `http://localhost:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${dataDirPrefix}-`));
    server = spawn(process.execPath, ["server.js"], {
      env: {
        PATH: process.env.PATH ?? "",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        PORT: String(port),
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 100_000, intervals: [500] })
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  return base;
}

/** Opens `url`, an admin screen, and signs in at its gate as the e2e admin. */
export async function signInAtAdminGate(page: Page, url: string) {
  const main = page.getByRole("main");
  await page.goto(url);
  await waitForHydration(page);
  await expect(main.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await main.getByLabel("Admin Username").fill(E2E_ADMIN.email);
  await main.getByLabel("Admin Password", { exact: true }).fill(E2E_ADMIN.password);
  await main.getByRole("button", { name: "Access Admin Panel" }).click();
}

/**
 * As the signed-in admin of `page`: a batch of its own with its Teams link and one session starting at `startsAt`
 * (India time, to the minute), posted as the admin screens' forms post them.
 */
export async function createBatchWithSession(
  page: Page,
  {
    batchId,
    course,
    teamsLink,
    sessionId,
    title,
    startsAt,
    origin = E2E_BASE_URL,
  }: {
    /** The server's origin, for a private server. */
    origin?: string;
    batchId: string;
    course: string;
    teamsLink: string;
    sessionId: number;
    title: string;
    startsAt: Date;
  },
) {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(path, { form, headers: { origin }, maxRedirects: 0 });
    expect(response.status(), `${path}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(400);
  };
  const [sessionDate, sessionTime] = toIndiaDateTimeInput(startsAt).split("T");
  await post("/admin/batches", {
    editing: "",
    id: batchId,
    course,
    start_date: indiaDate(new Date()),
    capacity: "10",
    schedule: "",
    is_active: "on",
  });
  await post("/admin/session-links", {
    id: "",
    batch_id: batchId,
    course_name: course,
    teams_meeting_link: teamsLink,
    is_active: "on",
  });
  await post("/admin/sessions", {
    session_id: String(sessionId),
    batch_id: batchId,
    session_date: sessionDate!,
    session_start_time: sessionTime!,
    session_link: "",
    study_material_link: "",
    session_title: title,
    session_description: "",
    created_at: toIndiaDateTimeInput(new Date()),
    updated_at: "",
  });
}

/**
 * The admin's side of a class story: signed in at the gate (other sites stubbed), a batch of its own with its class link
 * and session, and the student (found by `search`) assigned to it on the bulk assignment screen.
 */
export async function setUpBatchForStudent(
  page: Page,
  batch: Parameters<typeof createBatchWithSession>[1],
  { name, search }: { name: string; search: string },
) {
  const main = page.getByRole("main");
  await stubOtherSites(page);
  await signInAtAdminGate(page, "/admin/batches");
  await expect(main.getByRole("heading", { name: "Batches", exact: true })).toBeVisible();
  await createBatchWithSession(page, batch);
  await openPage(page, `/admin/batches/assign?batch=${batch.batchId}&q=${search}`);
  await main.getByRole("checkbox", { name: `Select ${name}` }).check();
  await expect(main.getByLabel("Batch", { exact: true })).toHaveValue(batch.batchId);
  await main.getByRole("button", { name: "Assign selected students" }).click();
  await expect(main.getByRole("status")).toHaveText(`1 student assigned to ${batch.batchId} successfully!`);
}
