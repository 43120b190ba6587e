// Operations as an operator meets them: `npm run backup` while the server runs on PGlite, the health desk showing it,
// `npm run restore` into an empty folder (and refusing a full one), a server started on the restored copy; /metrics
// after a few pages, and 401 to a request relayed from elsewhere.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process";
import { expect, test, waitForHydration } from "./support/test";

const ADMIN = { email: "ops-admin@e2e.test", password: "OpsAdmin#Pass2026" };
const shots = path.join(os.tmpdir(), "ops-shots");

/** Runs one of the scripts as `npm run …` does, with the server's settings; its exit code and output. */
function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [`scripts/${name}.js`, ...args], {
    env: {
      PATH: process.env.PATH ?? "",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

test.describe("operations", () => {
  const servers: ServerProcess[] = [];
  test.afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
  });

  test("a backup taken while the server runs restores into an empty folder, and the desk shows it", async ({ page }) => {
    test.setTimeout(240_000);
    const dataDir = tempDataDir("ops-live");
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-backups-"));
    const settings = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const server = await startServer(settings);
    servers.push(server);

    const backup = await script("backup", [], { ...settings, PORT: String(server.port), APP_URL: server.baseUrl });
    expect(backup.output).toContain("Backup written");
    expect(backup.code).toBe(0);
    const [file] = fs.readdirSync(backupDir).filter((name) => name.endsWith(".pglite.tar.gz"));
    expect(file).toMatch(/^academy-\d{8}T\d{6}Z-\d{4}_[a-z0-9_]+\.pglite\.tar\.gz$/);
    expect(JSON.parse(fs.readFileSync(path.join(backupDir, `${file}.json`), "utf8"))).toMatchObject({
      database: "pglite",
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Asked on a port where no server listens, it does not open the folder another process has open.
    const elsewhere = await script("backup", [], { ...settings, PORT: "1", APP_URL: server.baseUrl });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toContain("is open by another process");
    // The server never stopped.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    await page.goto(`${server.baseUrl}/admin/system`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("Admin Username").fill(ADMIN.email);
    await main.getByLabel("Admin Password", { exact: true }).fill(ADMIN.password);
    await main.getByRole("button", { name: "Access Admin Panel" }).click();
    await expect(main.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
    const lastBackup = main.getByRole("region", { name: "Last Backup" });
    await expect(lastBackup).toContainText(file!);
    await expect(lastBackup).toContainText("OK at");
    await expect(main.getByRole("region", { name: "Release and Servers" })).toContainText("this server");
    await expect(main.getByRole("region", { name: "Configuration" })).toContainText("WhatsApp");
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, "system-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, "system-phone.png"), fullPage: true });

    await server.stop();
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-restored-"));
    const restore = await script("restore", [path.join(backupDir, file!)], {
      ...settings,
      DATA_DIR: restoredDir,
      PORT: String(server.port),
    });
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    const refused = await script("restore", [path.join(backupDir, file!)], { ...settings, PORT: String(server.port) });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty/);

    const restored = await startServer({ ...settings, DATA_DIR: restoredDir });
    servers.push(restored);
    expect((await fetch(`${restored.baseUrl}/healthz`)).status).toBe(200);
  });

  test("/metrics counts pages by route and render time; a relayed request gets 401", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir("ops-metrics"), PAGE_CACHE_SECONDS: "0" });
    servers.push(server);
    for (const url of ["/signin", "/signin", "/no-such-page"]) await fetch(`${server.baseUrl}${url}`);
    const answer = await fetch(`${server.baseUrl}/metrics`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(/^academy_http_requests_total\{route="\/signin",method="GET",status="200"\} 2$/m);
    expect(text).toMatch(/^academy_render_duration_seconds_count\{route="\/signin"\} 2$/m);
    expect(text).toContain("# TYPE academy_payments gauge");
    expect(text).not.toContain("no-such-page");
    const relayed = await fetch(`${server.baseUrl}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(relayed.status).toBe(401);
  });
});
