// nginx as the ceiling of `npm run bench:http`: the very same prerendered pages, as the app sends them
// (the build's placeholder origin replaced by the app's APP_URL, the same response headers, the same gzip bytes at
// level 9), served by nginx from a temporary folder with a generated configuration, keep-alive on. nginx is not a
// dependency of the project: when it is not installed, `startNginx` says so and the benchmark skips its rows.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PRERENDER_ORIGIN } from "~/content/prerendered-pages";

export interface RunningNginx {
  baseUrl: string;
  version: string;
  stop(): Promise<void>;
}

/** Headers of the app's answer that nginx sets itself (or that differ per response). */
const NOT_COPIED = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-encoding",
  "content-type",
  "transfer-encoding",
  "etag",
  "x-request-id",
]);

function nginxBinary(): { path: string; version: string } | null {
  for (const candidate of [process.env.NGINX_BIN, "nginx", "/usr/sbin/nginx"].filter(Boolean) as string[]) {
    const probe = spawnSync(candidate, ["-v"], { encoding: "utf8" });
    if (probe.status === 0)
      return { path: candidate, version: (probe.stderr || probe.stdout).trim().replace(/^nginx version: /, "") };
  }
  return null;
}

/**
 * Starts nginx on `port` serving `pagePaths` from a build's `clientDir`, with `appUrl` for the prerender origin and the
 * app's own headers (`appHeaders`) on every answer. Null when nginx is not installed.
 */
export async function startNginx(options: {
  port: number;
  clientDir: string;
  appUrl: string;
  pagePaths: string[];
  appHeaders: Headers;
}): Promise<RunningNginx | null> {
  const binary = nginxBinary();
  if (!binary) return null;

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "academy-nginx-"));
  const root = path.join(prefix, "html");
  for (const pagePath of options.pagePaths) {
    const html = fs
      .readFileSync(path.join(options.clientDir, pagePath, "index.html"), "utf8")
      .replaceAll(PRERENDER_ORIGIN, options.appUrl);
    const folder = path.join(root, pagePath);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "index.html"), html);
    // The same bytes the app sends (server/app.ts compresses each prerendered page once, at level 9).
    fs.writeFileSync(path.join(folder, "index.html.gz"), gzipSync(Buffer.from(html), { level: 9 }));
  }
  // nginx's workers run as "nobody": the folder must be readable by them.
  for (const entry of [prefix, ...fs.readdirSync(prefix, { recursive: true }).map((name) => path.join(prefix, String(name)))]) {
    fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o755 : 0o644);
  }

  const headers = [...options.appHeaders.entries()]
    .filter(([name]) => !NOT_COPIED.has(name))
    .map(([name, value]) => `    add_header ${name} ${JSON.stringify(value)} always;`)
    .join("\n");
  const config = `
daemon off;
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip on;
  gzip_comp_level 9;
  gzip_types text/html;
  gzip_vary off; # the app's own Vary header is copied
  gzip_static on;
  server {
    listen 127.0.0.1:${options.port};
    root ${root};
    location / {
      try_files $uri/index.html =404;
${headers}
    }
  }
}
`;
  const configFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(configFile, config);

  const child = spawn(binary.path, ["-p", prefix, "-e", "stderr", "-c", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${stderr}`);
    const answer = await fetch(`${baseUrl}${options.pagePaths[0]}`).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await stopNginx(child, exited);
      throw new Error(`nginx did not answer within 10 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    version: binary.version,
    async stop() {
      await stopNginx(child, exited);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function stopNginx(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGQUIT"); // nginx's graceful stop
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
