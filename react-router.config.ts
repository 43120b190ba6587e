import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/prerendered-pages";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets several builds coexist (parallel test runs); server.js reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static marketing pages, built as HTML for signed-out visitors (see app/content/prerendered-pages.ts).
  prerender: [...prerenderedPaths],
} satisfies Config;
