import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { sendCompressedOnce } from "./send-compressed-once.server";

// The build's hashed assets (JavaScript, CSS, fonts, images) never change once built, so each is read and
// gzip-compressed once, at start, instead of by `compression` on every request (a 140 KB script was
// compressed again for each visitor, and the server answered 560 asset requests a second). nginx's gzip_static
// does the same with files compressed ahead of time.

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|html|xml|webmanifest)$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface Asset {
  plain: Buffer;
  gzip: Buffer | null;
  type: string;
}

/** Every file under `folder`, by its URL path below the mount point (`/app-4f2a.js`). */
function readAssets(folder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(folder)) return assets;
  for (const name of fs.readdirSync(folder, { recursive: true }).map(String)) {
    const file = path.join(folder, name);
    if (!fs.statSync(file).isFile()) continue;
    const plain = fs.readFileSync(file);
    const gzip = COMPRESSIBLE.test(name) ? gzipSync(plain, { level: 9 }) : null;
    // A gzip copy that saves nothing is not offered.
    assets.set(`/${name.split(path.sep).join("/")}`, {
      plain,
      gzip: gzip && gzip.length < plain.length ? gzip : null,
      type: path.extname(name),
    });
  }
  return assets;
}

/**
 * Serves the files of `folder` (the build's hashed assets) from memory, gzip-compressed once, cached by browsers for
 * a year. A path that names no file is passed on (and ends in the site's 404 page).
 */
export function precompressedAssets(folder: string): RequestHandler {
  const assets = readAssets(folder);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    res.type(asset.type);
    res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    if (!asset.gzip) {
      res.send(asset.plain);
      return;
    }
    res.setHeader("Vary", "Accept-Encoding");
    sendCompressedOnce(req, res, { plain: asset.plain, gzip: asset.gzip });
  };
}
