import { privatePathPrefixes } from "~/content/public-pages";
import { robotsTxt } from "~/platform";
import { getConfig } from "~/platform/index.server";

export function loader() {
  return new Response(robotsTxt(getConfig().appUrl, privatePathPrefixes), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
