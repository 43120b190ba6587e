import { getDatabaseHandle } from "./db/database.server";

const PING_TIMEOUT_MS = 2000;

export async function isDatabaseHealthy() {
  try {
    const handle = await getDatabaseHandle();
    return await Promise.race([
      handle.ping(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref()),
    ]);
  } catch {
    return false;
  }
}
