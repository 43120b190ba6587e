// Fetching a file from an address someone typed (an admin's certificate image link) without letting that address
// reach what only the server can reach: the cloud's metadata service, the database, admin ports on localhost.
// Decision: docs/decisions/0028-certificate-download.md.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPublicAddress } from "../security/ip-address.server";

export interface PublicFetchPolicy {
  /** URL schemes allowed, for the first address and every redirect. */
  protocols: readonly string[];
  /** Whether the server may connect to this IP address. */
  isAllowedAddress: (address: string) => boolean;
  maxBytes: number;
  /** For the whole exchange: connecting, every redirect, the body. */
  timeoutMs: number;
  maxRedirects: number;
  /** Extra trusted certificate authorities (tests only). */
  ca?: string | Buffer;
}

export type PublicFetchResult =
  { ok: true; contentType: string; body: Buffer } | { ok: false; reason: string; status?: number; contentType?: string };

export const PUBLIC_FILE_POLICY: PublicFetchPolicy = {
  protocols: ["https:"],
  isAllowedAddress: isPublicAddress,
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
};

class Refused extends Error {}

/**
 * GETs `url` within `policy`: every resolved address is checked and the connection made to the checked one (no
 * second DNS answer), redirects are checked the same way, and size and time are capped.
 */
export async function fetchPublicFile(
  url: string,
  {
    policy = PUBLIC_FILE_POLICY,
    acceptType = () => true,
  }: { policy?: PublicFetchPolicy; acceptType?: (contentType: string) => boolean } = {},
): Promise<PublicFetchResult> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let current = url;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const answer = await getOnce(current, policy, signal, acceptType);
      if (answer.kind === "file") return { ok: true, contentType: answer.contentType, body: answer.body };
      if (answer.kind === "refused") return { ok: false, ...answer.result };
      if (redirects >= policy.maxRedirects) return { ok: false, reason: "too many redirects" };
      current = answer.location;
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    if (signal.aborted) return { ok: false, reason: "timed out" };
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

type OneAnswer =
  | { kind: "file"; contentType: string; body: Buffer }
  | { kind: "redirect"; location: string }
  | { kind: "refused"; result: Omit<Extract<PublicFetchResult, { ok: false }>, "ok"> };

function getOnce(
  url: string,
  policy: PublicFetchPolicy,
  signal: AbortSignal,
  acceptType: (contentType: string) => boolean,
): Promise<OneAnswer> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new Refused("not a URL");
  }
  if (!policy.protocols.includes(target.protocol)) throw new Refused(`${target.protocol} is not allowed`);
  if (target.username || target.password) throw new Refused("credentials in the URL");
  const literal = target.hostname.replace(/^\[|\]$/g, "");
  // An IP address in the URL is never looked up, so it is checked here.
  if (net.isIP(literal) && !policy.isAllowedAddress(literal)) throw new Refused(`address ${literal} is not allowed`);

  const client = target.protocol === "https:" ? https : http;
  return new Promise<OneAnswer>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: "GET",
        signal,
        lookup: checkedLookup(policy),
        headers: { accept: "image/*,application/pdf", "user-agent": "academy-certificate-download" },
        ...(policy.ca ? { ca: policy.ca } : {}),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if ([301, 302, 303, 307, 308].includes(status) && location) {
          response.resume();
          resolve({ kind: "redirect", location: new URL(location, target).toString() });
          return;
        }
        const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        const declared = Number(response.headers["content-length"] ?? 0);
        if (status !== 200 || !acceptType(contentType) || declared > policy.maxBytes) {
          response.destroy();
          resolve({
            kind: "refused",
            result: { reason: declared > policy.maxBytes ? "too large" : "not a file we take", status, contentType },
          });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            resolve({ kind: "refused", result: { reason: "too large", status, contentType } });
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ kind: "file", contentType, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** A `lookup` for http(s).request that resolves the host name and refuses it unless every address is allowed. */
function checkedLookup(policy: PublicFetchPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find(({ address }) => !policy.isAllowedAddress(address));
      if (refused || addresses.length === 0) {
        return callback(new Refused(`${hostname} resolves to ${refused?.address ?? "nothing"}, which is not allowed`), "", 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
