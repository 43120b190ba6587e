import { createHmac } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { findIndianState, indianStateByGstCode } from "~/content/indian-states";
import { siteConfig } from "~/content/site-config";
import { checkGstin } from "~/invoices";
import { DEFAULT_TEMPLATE_NAMES, parseTemplateNames, type TemplateNames } from "~/messaging";
import { parseBackupTime } from "~/backups";
import { type JobIntervals, parseJobIntervals } from "./jobs/job-intervals";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const MAX_SERVER_PROCESSES = 64;

/** A setting read by `parse`, whose thrown message becomes the setting's problem. */
const parsedBy = <Value>(parse: (value: string) => Value) =>
  z.string().transform((value, context) => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });

const EnvSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  // The address the server listens on (docs/decisions/0090-development-server-binding.md).
  HOST: z
    .string()
    .trim()
    .refine(
      (host) => net.isIP(host) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(host),
      "must be an IP address of this machine (0.0.0.0 or :: for every interface, 127.0.0.1 for this machine only) or a host name",
    )
    .optional(),
  APP_URL: z.url().optional(),
  TRUST_PROXY: z.string().trim().transform(parseTrustProxy).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "razorpay"]).optional(),
  ALLOW_SANDBOX_PAYMENTS: booleanFromEnv.optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_BASE: z.url().default("https://api.razorpay.com"),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default("Academy <no-reply@localhost>"),
  SEED_DEMO: booleanFromEnv.optional(),
  // WhatsApp Cloud API (docs/decisions/0111-whatsapp-notices.md): all four set, or none (the local fake / e-mail only).
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "must be the phone number's id (digits)").optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url().optional(),
  WHATSAPP_TEMPLATES: parsedBy(parseTemplateNames).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAPS_EMBED_KEY: z.string().min(1).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  INSTALMENT_GRACE_DAYS: z.coerce.number().int("must be a whole number of days").min(0).max(60).default(7),
  // How often background jobs run, per job (docs/decisions/0101-one-job-mechanism.md).
  JOB_INTERVALS: parsedBy(parseJobIntervals).optional(),
  // Backups (docs/decisions/0112-backups-metrics-health-desk.md): BACKUP_TIME turns on the daily one.
  BACKUP_DIR: z.string().min(1).default("./backups"),
  BACKUP_TIME: parsedBy(parseBackupTime).optional(),
  BACKUP_KEEP: z.coerce.number().int("must be a whole number of backups").min(1).max(1000).default(7),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Server processes on this machine (docs/decisions/0050-several-processes.md): a number, or `auto` (one per core).
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === "auto" || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_SERVER_PROCESSES), {
      message: `must be a number of server processes (1–${MAX_SERVER_PROCESSES}) or auto (one per core)`,
    })
    .transform((value) => (value === "auto" ? ("auto" as const) : Number(value)))
    .optional(),
  // The seller on receipts and tax invoices (docs/decisions/0034-tax-invoices.md).
  BUSINESS_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  BUSINESS_ADDRESS: z.string().trim().min(1).max(500).optional(),
  BUSINESS_STATE: z
    .string()
    .refine((name) => findIndianState(name) !== undefined, "must be an Indian state or union territory, e.g. Karnataka")
    .transform((name) => findIndianState(name)!.name)
    .optional(),
  BUSINESS_GSTIN: z
    .string()
    .transform((value, context) => {
      const check = checkGstin(value);
      if (check.ok) return check.gstin;
      context.addIssue({ code: "custom", message: `${check.message} (is ${JSON.stringify(value)})` });
      return z.NEVER;
    })
    .optional(),
});

// Outside production, invoices show an obviously made-up seller (the GSTIN's check character is valid).
const DEMO_BUSINESS = {
  legalName: `${siteConfig.name} (demo legal name)`,
  address: "Demo address, 1 MG Road, Bengaluru 560001, Karnataka, India",
  state: "Karnataka",
  gstin: "29AAFCA0000D1ZJ",
};

/** The hosts of a development server; any other APP_URL host is a public deployment. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether `appUrl` (APP_URL, unset means local) names this machine rather than a public deployment. */
export function isLocalAppUrl(appUrl: string | undefined): boolean {
  return appUrl === undefined || LOCAL_HOSTS.has(new URL(appUrl).hostname.toLowerCase());
}

// proxy-addr's names for address ranges, accepted in a TRUST_PROXY list as Express accepts them.
const NAMED_PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Express's 'trust proxy': `true` one hop, `N` hops, or proxy addresses and subnets; `false`/`0` none.
 * Never Express's `true` (every hop), which would let a visitor choose its address with X-Forwarded-For.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const lower = value.toLowerCase();
  if (["true", "yes"].includes(lower)) return 1;
  if (["false", "no", "0"].includes(lower)) return false;
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    if (hops <= 10) return hops;
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    context.addIssue({
      code: "custom",
      message: `must be true, false, a number of proxy hops (0–10) or a comma-separated list of proxy addresses${invalid.length ? ` (not an address: ${invalid.join(", ")})` : ""}`,
    });
    return z.NEVER;
  }
  return entries;
}

function isProxyAddress(entry: string) {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type AppConfig = ReturnType<typeof parseConfig>;

/** Thrown when the environment cannot run the server; the message names every variable at fault. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const DEV_AUTH_SECRET = "development-only-secret-do-not-use-in-production-0000";

/**
 * `checkSecrets: false` skips the checks that only matter to a running server (production secrets and
 * provider keys): used while `npm run build` prerenders pages, which renders but never serves or pays.
 */
export function parseConfig(env: NodeJS.ProcessEnv, { checkSecrets = true }: { checkSecrets?: boolean } = {}) {
  // An empty variable means "not set", as operators expect from `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  // docs/decisions/0033-safe-by-default.md: a server whose public address is not this machine is production, whatever
  // NODE_ENV says, so a forgotten NODE_ENV on a public host cannot leave development tools or secrets open.
  const isPublicHost = !isLocalAppUrl(vars.APP_URL);
  const isProduction = vars.NODE_ENV === "production" || isPublicHost;
  const paymentsProvider = vars.PAYMENTS_PROVIDER ?? (isProduction ? "razorpay" : "sandbox");

  const missing: string[] = [];
  if (isProduction && !vars.BETTER_AUTH_SECRET) missing.push("BETTER_AUTH_SECRET (the session signing secret)");
  if (isPublicHost && new URL(vars.APP_URL!).protocol !== "https:") {
    missing.push("APP_URL with https:// (a public site's session cookies are sent over HTTPS only)");
  }
  if (isPublicHost && vars.SEED_DEMO) {
    missing.push("SEED_DEMO unset or false (the demo accounts' passwords are published: never on a public host)");
  }
  if (paymentsProvider === "razorpay") {
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
      if (!vars[name]) missing.push(`${name} (required when PAYMENTS_PROVIDER=razorpay)`);
    }
  }
  if (isProduction && paymentsProvider === "sandbox" && !vars.ALLOW_SANDBOX_PAYMENTS) {
    missing.push("ALLOW_SANDBOX_PAYMENTS=true (the sandbox provider takes no real money; say so explicitly)");
  }
  if ((vars.ADMIN_EMAIL && !vars.ADMIN_PASSWORD) || (!vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD)) {
    missing.push("ADMIN_EMAIL and ADMIN_PASSWORD (set both or neither)");
  }
  const whatsapp = whatsappChannel(vars, isProduction, missing);
  const business = businessDetails(vars, isProduction, missing);
  if (missing.length > 0 && checkSecrets) {
    throw new ConfigError(`Missing configuration:\n  ${missing.join("\n  ")}`);
  }

  const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, "");
  return {
    isProduction,
    port: vars.PORT,
    /**
     * HOST, else every interface (null) in production and loopback in development, whose mailbox, demo accounts
     * and signing secret are nobody else's business.
     */
    listenHost: vars.HOST ?? (isProduction ? null : "127.0.0.1"),
    appUrl,
    trustProxy: vars.TRUST_PROXY ?? false,
    /** React Router's server mode: "production" hides error details from visitors. */
    serverMode: isProduction ? ("production" as const) : vars.NODE_ENV === "test" ? ("test" as const) : ("development" as const),
    database: vars.DATABASE_URL
      ? ({ kind: "postgres", url: vars.DATABASE_URL } as const)
      : ({ kind: "pglite", dataDir: path.resolve(vars.DATA_DIR) } as const),
    authSecret: vars.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    admin: vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : null,
    payments: {
      provider: paymentsProvider,
      razorpay: {
        keyId: vars.RAZORPAY_KEY_ID ?? "",
        keySecret: vars.RAZORPAY_KEY_SECRET ?? "",
        webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET ?? "",
        apiBase: vars.RAZORPAY_API_BASE.replace(/\/$/, ""),
      },
    },
    mail: { smtpUrl: vars.SMTP_URL ?? null, from: vars.MAIL_FROM },
    whatsapp,
    seedDemo: vars.SEED_DEMO ?? !isProduction,
    devToolsEnabled: !isProduction,
    logLevel: vars.LOG_LEVEL,
    mapsEmbedKey: vars.MAPS_EMBED_KEY ?? null,
    pageCacheTtlMs: vars.PAGE_CACHE_SECONDS * 1000,
    /** Days after an unpaid instalment's due date before the student's access pauses (docs/decisions/0107-collections.md). */
    instalmentGraceDays: vars.INSTALMENT_GRACE_DAYS,
    /** Milliseconds between runs of the jobs JOB_INTERVALS names; the others keep their own. */
    jobIntervals: vars.JOB_INTERVALS ?? ({} as JobIntervals),
    /** Where backups go; `time` (India, HH:MM) set means a daily backup keeping the newest `keep`. */
    backup: { dir: path.resolve(vars.BACKUP_DIR), time: vars.BACKUP_TIME ?? null, keep: vars.BACKUP_KEEP },
    /** The bearer token /metrics asks for; unset, it answers this machine (loopback) only. */
    metricsToken: vars.METRICS_TOKEN ?? null,
    /** WEB_CONCURRENCY as set (unset: one process); `serverProcesses` says how many run. */
    webConcurrency: vars.WEB_CONCURRENCY ?? null,
    business,
  };
}

const WHATSAPP_SECRETS = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;
const CLOUD_API_URL = "https://graph.facebook.com/v23.0";
/** The local fake's phone number id; its secrets derive from the server's own, like the payment sandbox's. */
export const FAKE_WHATSAPP_PHONE_NUMBER_ID = "100000000000001";
/** The fake answers in this process; the address only names it in requests. */
const FAKE_WHATSAPP_API_URL = "http://whatsapp-fake.localhost/v23.0";

export type WhatsAppChannel =
  | { mode: "off"; templates: TemplateNames }
  | {
      mode: "cloud" | "fake";
      apiUrl: string;
      token: string;
      phoneNumberId: string;
      /** The key of X-Hub-Signature-256 on webhooks. */
      appSecret: string;
      verifyToken: string;
      templates: TemplateNames;
    };

/**
 * The Cloud API with all four settings; without them the local fake outside production (app/messaging, shown at
 * /dev/whatsapp) and no WhatsApp at all in production, where every notice goes by e-mail. Some but not all of them stop the server.
 */
function whatsappChannel(vars: z.output<typeof EnvSchema>, isProduction: boolean, missing: string[]): WhatsAppChannel {
  const templates = vars.WHATSAPP_TEMPLATES ?? DEFAULT_TEMPLATE_NAMES;
  const given = WHATSAPP_SECRETS.filter((name) => vars[name]);
  if (given.length === WHATSAPP_SECRETS.length) {
    return {
      mode: "cloud",
      apiUrl: (vars.WHATSAPP_API_URL ?? CLOUD_API_URL).replace(/\/$/, ""),
      token: vars.WHATSAPP_TOKEN!,
      phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID!,
      appSecret: vars.WHATSAPP_APP_SECRET!,
      verifyToken: vars.WHATSAPP_VERIFY_TOKEN!,
      templates,
    };
  }
  for (const name of WHATSAPP_SECRETS) {
    if (given.length > 0 && !vars[name]) missing.push(`${name} (the WhatsApp Cloud API needs all four WHATSAPP_ settings)`);
  }
  if (isProduction) return { mode: "off", templates };
  const secret = vars.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET;
  return {
    mode: "fake",
    apiUrl: FAKE_WHATSAPP_API_URL,
    token: "fake-whatsapp-token",
    phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID,
    appSecret: createHmac("sha256", secret).update("whatsapp-fake:app-secret").digest("hex"),
    verifyToken: createHmac("sha256", secret).update("whatsapp-fake:verify-token").digest("hex"),
    templates,
  };
}

/** The seller printed on invoices: demo details outside production; in production, no GSTIN means plain receipts. */
function businessDetails(vars: z.output<typeof EnvSchema>, isProduction: boolean, missing: string[]) {
  const fallback = isProduction
    ? { legalName: siteConfig.name, address: siteConfig.address, state: null, gstin: null }
    : DEMO_BUSINESS;
  const business = {
    legalName: vars.BUSINESS_LEGAL_NAME ?? fallback.legalName,
    address: vars.BUSINESS_ADDRESS ?? fallback.address,
    state: vars.BUSINESS_STATE ?? fallback.state,
    gstin: vars.BUSINESS_GSTIN ?? fallback.gstin,
  };
  if (isProduction && vars.BUSINESS_GSTIN) {
    for (const name of ["BUSINESS_LEGAL_NAME", "BUSINESS_ADDRESS", "BUSINESS_STATE"] as const) {
      if (!vars[name]) missing.push(`${name} (a tax invoice names the seller; required with BUSINESS_GSTIN)`);
    }
  }
  const gstinState = business.gstin ? indianStateByGstCode(business.gstin.slice(0, 2))?.name : undefined;
  if (business.gstin && business.state && gstinState !== business.state) {
    missing.push(`BUSINESS_STATE matching BUSINESS_GSTIN (the GSTIN is registered in ${gstinState ?? "no known state"})`);
  }
  return business;
}

export type BusinessDetails = AppConfig["business"];

/**
 * How many processes `node server.js` runs. PGlite's files belong to one process, so with PGlite it stays one and
 * says so rather than refusing to start over a WEB_CONCURRENCY the platform may set for every app.
 */
export function serverProcesses(
  config: Pick<AppConfig, "webConcurrency" | "database">,
  cores: number,
): { count: number; note: string | null } {
  const setting = config.webConcurrency;
  if (setting === null) return { count: 1, note: null };
  const wanted = setting === "auto" ? Math.max(1, cores) : setting;
  if (wanted > 1 && config.database.kind === "pglite") {
    return {
      count: 1,
      note: `WEB_CONCURRENCY=${setting}: one server process all the same, because PGlite's files belong to one process (set DATABASE_URL to a PostgreSQL database to run several)`,
    };
  }
  return { count: wanted, note: null };
}

let loaded: AppConfig | undefined;

/** The configuration of this process, read from the environment once. */
export function getConfig(): AppConfig {
  // vite.config.ts sets ACADEMY_BUILD=1 in the build process (prerendering); servers never have it.
  loaded ??= parseConfig(process.env, { checkSecrets: process.env.ACADEMY_BUILD !== "1" });
  return loaded;
}
