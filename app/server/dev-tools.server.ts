import { data } from "react-router";
import { getConfig } from "./config.server";

/** Development-only pages answer 404 in production, as if they did not exist. */
export function requireDevTools() {
  if (!getConfig().devToolsEnabled) throw data("Not Found", { status: 404 });
}
