import os from "node:os";

// The build's commit: vite.config.ts writes it in at build time (BUILD_COMMIT, else `git rev-parse`), so a server
// knows what it runs without a .git folder beside it.
declare const __BUILD_COMMIT__: string | undefined;

export const buildCommit: string = typeof __BUILD_COMMIT__ === "string" && __BUILD_COMMIT__ ? __BUILD_COMMIT__ : "unknown";

/** This server process: when it started and a name unique across servers (host, process, start time). */
export const thisServer = (() => {
  const startedAt = new Date();
  return { id: `${os.hostname()}:${process.pid}:${startedAt.getTime()}`, host: os.hostname(), pid: process.pid, startedAt };
})();
