import { data } from "react-router";
import { getConfig } from "./config.server";
import { isLoopbackAddress } from "./security/ip-address.server";

/**
 * Development-only pages answer 404 in production, as if they did not exist, and in development to every visitor but
 * this machine: the mailbox holds every reset link. The client is the address server/app.ts worked out (under
 * TRUST_PROXY, the one the proxy saw), handed over in `x-client-ip` (client-ip.server.ts).
 */
export function requireDevTools(request: Request) {
  const client = request.headers.get("x-client-ip") ?? "";
  if (!getConfig().devToolsEnabled || !isLoopbackAddress(client)) throw data("Not Found", { status: 404 });
}
