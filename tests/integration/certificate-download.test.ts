// The certificate download fetches an admin-typed image link on the server, so it must not become a way
// into what only the server can reach. A real HTTPS host on 127.0.0.1 (a test certificate, treated as public by
// the test's policy) plays the certificate host; another on 127.0.0.2 plays an internal service.
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadCertificate } from "~/certificates/download-certificate.server";
import { certificates } from "~/platform/db/schema";
import { fetchPublicFile, PUBLIC_FILE_POLICY, type PublicFetchPolicy } from "~/platform/http/fetch-public-file.server";
import { useFreshDatabase } from "../support/test-database";

const TLS = {
  cert: fs.readFileSync(path.join(import.meta.dirname, "../support/tls/test-only-cert.pem")),
  key: fs.readFileSync(path.join(import.meta.dirname, "../support/tls/test-only-key.pem")),
};
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

interface Host {
  base: string;
  requests: string[];
  connections: number;
  close(): Promise<void>;
}

async function startHost(
  server: http.Server | https.Server,
  address: string,
  routes: (url: string, response: http.ServerResponse, host: Host) => void,
  protocol: "http" | "https",
): Promise<Host> {
  const host: Host = {
    base: "",
    requests: [],
    connections: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on("connection", () => (host.connections += 1));
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    host.requests.push(request.url ?? "");
    routes(request.url ?? "", response, host);
  });
  server.listen(0, address);
  await new Promise((resolve) => server.once("listening", resolve));
  host.base = `${protocol}://${address}:${(server.address() as AddressInfo).port}`;
  return host;
}

describe("fetching an admin-typed certificate link", () => {
  const testDb = useFreshDatabase();
  let certificateHost: Host;
  let internal: Host;
  let plainHttp: Host;
  /** The production policy, but trusting the test certificate and taking 127.0.0.1 as a public address. */
  let testPolicy: PublicFetchPolicy;

  beforeAll(async () => {
    internal = await startHost(
      https.createServer(TLS),
      "127.0.0.2",
      (_url, response) => response.end("internal secret"),
      "https",
    );
    plainHttp = await startHost(
      http.createServer(),
      "127.0.0.1",
      (_url, response) => {
        response.writeHead(200, { "content-type": "image/png" }).end(PNG);
      },
      "http",
    );
    certificateHost = await startHost(
      https.createServer(TLS),
      "127.0.0.1",
      (url, response, host) => {
        if (url === "/certificate.png")
          return void response.writeHead(200, { "content-type": "image/png", "content-length": PNG.length }).end(PNG);
        if (url === "/moved.png") return void response.writeHead(301, { location: "/certificate.png" }).end();
        if (url === "/to-internal") return void response.writeHead(302, { location: `${internal.base}/latest/meta-data/` }).end();
        if (url === "/to-metadata")
          return void response.writeHead(302, { location: "https://169.254.169.254/latest/meta-data/" }).end();
        if (url === "/to-http") return void response.writeHead(302, { location: `${plainHttp.base}/certificate.png` }).end();
        if (url === "/loop") return void response.writeHead(302, { location: `${host.base}/loop` }).end();
        if (url === "/declared-huge.png")
          return void response.writeHead(200, { "content-type": "image/png", "content-length": 50_000 }).end();
        if (url === "/endless.png") {
          response.writeHead(200, { "content-type": "image/png" });
          const chunk = Buffer.alloc(8 * 1024);
          const more = () => {
            while (!response.destroyed && response.write(chunk));
            if (!response.destroyed) response.once("drain", more);
          };
          return more();
        }
        if (url === "/page.html") return void response.writeHead(200, { "content-type": "text/html" }).end("<p>not an image</p>");
        if (url === "/hang") return; // never answers
        response.writeHead(404).end();
      },
      "https",
    );
    testPolicy = {
      ...PUBLIC_FILE_POLICY,
      ca: TLS.cert,
      isAllowedAddress: (address) => address === "127.0.0.1",
      maxBytes: 16 * 1024,
      timeoutMs: 2_000,
    };
  });
  afterAll(async () => {
    await Promise.all([certificateHost.close(), internal.close(), plainHttp.close()]);
  });

  const isImage = (type: string) => type.startsWith("image/");

  it("downloads an image from an allowed https host, following a redirect on it", async () => {
    expect(await fetchPublicFile(`${certificateHost.base}/certificate.png`, { policy: testPolicy, acceptType: isImage })).toEqual(
      {
        ok: true,
        contentType: "image/png",
        body: PNG,
      },
    );
    const moved = await fetchPublicFile(`${certificateHost.base}/moved.png`, { policy: testPolicy, acceptType: isImage });
    expect(moved.ok).toBe(true);
  });

  it("follows no redirect to a private address: the internal service is never contacted", async () => {
    const before = internal.connections;
    expect(await fetchPublicFile(`${certificateHost.base}/to-internal`, { policy: testPolicy })).toMatchObject({ ok: false });
    expect(await fetchPublicFile(`${certificateHost.base}/to-metadata`, { policy: testPolicy })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("169.254.169.254"),
    });
    expect(internal.connections).toBe(before);
    expect(internal.requests).toEqual([]);
  });

  it("speaks https only, also after a redirect", async () => {
    expect(
      await fetchPublicFile(`${plainHttp.base}/certificate.png`, { policy: { ...testPolicy, isAllowedAddress: () => true } }),
    ).toMatchObject({
      ok: false,
      reason: "http: is not allowed",
    });
    expect(
      await fetchPublicFile(`${certificateHost.base}/to-http`, { policy: { ...testPolicy, isAllowedAddress: () => true } }),
    ).toMatchObject({
      ok: false,
      reason: "http: is not allowed",
    });
    expect(plainHttp.requests).toEqual([]);
    for (const link of ["ftp://files.example.com/c.png", "file:///etc/passwd", "not a link", `https://user:pw@127.0.0.1/c.png`]) {
      expect((await fetchPublicFile(link, { policy: testPolicy })).ok, link).toBe(false);
    }
  });

  it("stops at the size limit, declared or not, and at the time limit", async () => {
    expect(
      await fetchPublicFile(`${certificateHost.base}/declared-huge.png`, { policy: testPolicy, acceptType: isImage }),
    ).toMatchObject({
      ok: false,
      reason: "too large",
    });
    expect(
      await fetchPublicFile(`${certificateHost.base}/endless.png`, { policy: testPolicy, acceptType: isImage }),
    ).toMatchObject({
      ok: false,
      reason: "too large",
    });
    expect(await fetchPublicFile(`${certificateHost.base}/hang`, { policy: { ...testPolicy, timeoutMs: 300 } })).toMatchObject({
      ok: false,
      reason: "timed out",
    });
    expect(await fetchPublicFile(`${certificateHost.base}/loop`, { policy: testPolicy })).toMatchObject({
      ok: false,
      reason: "too many redirects",
    });
    expect(await fetchPublicFile(`${certificateHost.base}/page.html`, { policy: testPolicy, acceptType: isImage })).toMatchObject(
      { ok: false },
    );
  });

  it("with the production policy, connects to no address of this machine, by IP or by name", async () => {
    const before = certificateHost.connections;
    const port = new URL(certificateHost.base).port;
    for (const link of [
      `https://127.0.0.1:${port}/certificate.png`,
      `https://localhost:${port}/certificate.png`,
      `https://[::1]:${port}/certificate.png`,
    ]) {
      const result = await fetchPublicFile(link, { policy: { ...PUBLIC_FILE_POLICY, ca: TLS.cert } });
      expect(result, link).toMatchObject({ ok: false, reason: expect.stringContaining("not allowed") });
    }
    expect(certificateHost.connections).toBe(before);
  });

  describe("the student's download", () => {
    const email = `holder.${randomUUID().slice(0, 8)}@example.com`;
    const certificate = async (link: string) => {
      const verificationId = `cert${randomUUID().replaceAll("-", "").slice(0, 12)}`;
      await testDb.db.insert(certificates).values({
        userEmail: email,
        certificateName: "Agentic AI Certificate",
        certificateImageLink: link,
        dateOfIssuing: "2026-03-01",
        verificationId,
      });
      return verificationId;
    };

    it("hands over the file with its name", async () => {
      const verificationId = await certificate(`${certificateHost.base}/certificate.png`);
      const result = await downloadCertificate(testDb.db, { email, verificationId }, testPolicy);
      expect(result.kind).toBe("file");
      const response = (result as { response: Response }).response;
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="Agentic-AI-Certificate.png"');
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it("is unavailable (the page then opens the link) for a link into the server's own network", async () => {
      const internalLink = await certificate(`${certificateHost.base}/to-internal`);
      expect(await downloadCertificate(testDb.db, { email, verificationId: internalLink }, testPolicy)).toMatchObject({
        kind: "unavailable",
      });
      const localLink = await certificate(`${certificateHost.base}/certificate.png`);
      expect(await downloadCertificate(testDb.db, { email, verificationId: localLink })).toEqual({
        kind: "unavailable",
        imageLink: `${certificateHost.base}/certificate.png`,
      });
      expect(internal.requests).toEqual([]);
    });
  });
});
