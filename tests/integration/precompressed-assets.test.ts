// The build's hashed assets served from memory, compressed once at start, on a real Express app and socket.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "~/platform/http/precompressed-assets.server";

const script = `export function hello() { return ${JSON.stringify("hello ".repeat(400))}; }\n`;
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

describe("precompressed build assets", () => {
  let base = "";
  let server: ReturnType<express.Express["listen"]>;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "academy-assets-"));

  beforeAll(async () => {
    fs.writeFileSync(path.join(folder, "app-4f2a.js"), script);
    fs.mkdirSync(path.join(folder, "img"));
    fs.writeFileSync(path.join(folder, "img", "logo-9c1d.png"), picture);
    const app = express();
    app.use("/assets", precompressedAssets(folder));
    app.use((_req, res) => res.status(404).send("the site's 404 page"));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** The answer as sent, not decompressed (fetch would undo the gzip). */
  const get = (urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${base}${urlPath}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject);
      request.end();
    });

  it("sends a script gzip-compressed to a browser that takes gzip, plain to one that does not, cached for a year", async () => {
    const zipped = await get("/assets/app-4f2a.js", { "accept-encoding": "gzip, br" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toMatch(/javascript/);
    expect(zipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(zipped.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(zipped.body).toString()).toBe(script);

    const plain = await get("/assets/app-4f2a.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers 304 to a browser that has the same copy", async () => {
    const first = await get("/assets/app-4f2a.js", { "accept-encoding": "gzip" });
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await get("/assets/app-4f2a.js", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("sends an image as it is, and passes on a path that names no asset", async () => {
    const image = await get("/assets/img/logo-9c1d.png", { "accept-encoding": "gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.body).toEqual(picture);

    for (const missing of ["/assets/nothing.js", "/assets/img", "/assets/../app-4f2a.js"]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
    }
    expect((await get("/assets/app-4f2a.js", {}, "POST")).status).toBe(404);
  });
});
