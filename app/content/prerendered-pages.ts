// Pages whose HTML is the same for every signed-out visitor: built once at `npm run build` and served as files
// to visitors without a session cookie (server.js). Signed-in visitors get them server-rendered, so their
// header is right in the first byte. Pages that read the database or the visitor's request stay dynamic
// (the home page's live status line is fetched by the browser from /api/database-status).
export const prerenderedPaths = [
  "/",
  "/courses",
  "/courses/agentic-ai",
  "/courses/vibe-coding",
  "/courses/python-ml-ai",
  "/courses/other",
  "/build-ai-projects",
  "/masterclass",
  "/ai-certification",
  "/ai-certification/banking-finance",
  "/ai-certification/pharma-fmcg",
  "/ai-certification/sales",
  "/ai-certification/marketing",
  "/ai-certification/hr-project",
  "/ai-certification/startups",
  "/ai-certification/cxo",
  "/zodiac-premium-ai",
  "/find-ai-job",
  "/about",
  "/privacy",
  "/terms",
  "/refund-policy",
  "/shipping-policy",
  "/delivery-policy",
] as const;

/** The origin written into prerendered HTML at build time; replaced by APP_URL when served. */
export const PRERENDER_ORIGIN = "https://prerender.invalid";
