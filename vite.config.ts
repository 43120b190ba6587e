import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { PRERENDER_ORIGIN } from "./app/content/prerendered-pages";
import { staticLucideIcons } from "./vite-plugins/static-lucide-icons";

// Prerendering runs route code in this process: tell the config it is a build, not a server (config.server.ts).
// Prerendered pages carry a placeholder origin that server/app.ts swaps for the server's APP_URL when serving them.
if (process.argv.includes("build")) {
  process.env.ACADEMY_BUILD = "1";
  process.env.APP_URL = PRERENDER_ORIGIN;
}

export default defineConfig({
  // The build's commit, shown on /admin/system (app/platform/build-version.server.ts).
  define: { __BUILD_COMMIT__: JSON.stringify(buildCommit()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger first-load files: every page needs React and React Router, and the icons are
            // a few hundred bytes each; as separate chunks they cost a request apiece (docs/decisions/0016-page-speed.md).
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
                { name: "icons", test: /static-icon/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // The embedded database's thread is a program of its own, beside the server's (pglite-thread-client.server.ts).
        rollupOptions: { input: { index: "./server/app.ts", "database-thread": "./app/platform/db/pglite-thread.server.ts" } },
      },
    },
  },
  // Icons are drawn at build time, not by lucide-react on every render (vite-plugins/static-lucide-icons.ts).
  plugins: [tailwindcss(), reactRouter(), staticLucideIcons(), entriesByName(), serverBuildImportedBeforePrerendering()],
});

/**
 * Each server entry written under its own name (`index.js`, `database-thread.js`): React Router names every entry of
 * the server build `index.js` (then index2.js…), which is right only for its own.
 */
function entriesByName(): Plugin {
  return {
    name: "server-entries-by-name",
    enforce: "post",
    configEnvironment(name, config) {
      const output = config.build?.rollupOptions?.output;
      if (name === "ssr" && output && !Array.isArray(output)) output.entryFileNames = "[name].js";
    },
  };
}

/**
 * The preview server imports the server build before it listens, so the first prerendered page's 10 s is not spent on
 * that import (on a busy machine it alone took longer and failed the build).
 */
function serverBuildImportedBeforePrerendering(): Plugin {
  return {
    name: "server-build-imported-before-prerendering",
    async configurePreviewServer(server) {
      const entry = path.resolve(server.config.root, process.env.BUILD_DIR ?? "build", "server", "index.js");
      if (fs.existsSync(entry)) await import(pathToFileURL(entry).href);
    },
  };
}

/** BUILD_COMMIT when the deploy sets it (a build without .git), else the checkout's commit, else "unknown". */
function buildCommit(): string {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}
