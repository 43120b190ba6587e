import { data } from "react-router";
import { getConfig } from "./config.server";
import { isLoopbackAddress } from "./security/ip-address.server";

/**
 * Development-only pages answer 404 in production, and in development to everyone but this machine: the mailbox
 * holds every reset link. The client address is `x-client-ip` (client-ip.server.ts).
 */
export function requireDevTools(request: Request) {
  const client = request.headers.get("x-client-ip") ?? "";
  if (!getConfig().devToolsEnabled || !isLoopbackAddress(client)) throw data("Not Found", { status: 404 });
}
