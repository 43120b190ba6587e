// Pages whose HTML is the same for every signed-out visitor: built once at `npm run build` and served as files
// to visitors without a session cookie (server.js). Signed-in visitors get them server-rendered, so their
// header is right in the first byte. Pages that read the database or the visitor's request are marked
// `perRequest` in the public pages (the home page's live status line is fetched from /api/database-status).
import { publicPages } from "./public-pages";

export const prerenderedPaths: readonly string[] = publicPages.filter((page) => !page.perRequest).map((page) => page.path);

/** The origin written into prerendered HTML at build time; replaced by APP_URL when served. */
export const PRERENDER_ORIGIN = "https://prerender.invalid";
