import path from "node:path";
import { z } from "zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.url().optional(),
  TRUST_PROXY: booleanFromEnv.optional(),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAPS_EMBED_KEY: z.string().min(1).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
});

export type AppConfig = ReturnType<typeof parseConfig>;

/** Thrown when the environment cannot run the server; the message names every variable at fault. */
export class ConfigError extends Error {}

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
  const isProduction = vars.NODE_ENV === "production";
  const paymentsProvider = vars.PAYMENTS_PROVIDER ?? (isProduction ? "razorpay" : "sandbox");

  const missing: string[] = [];
  if (isProduction && !vars.BETTER_AUTH_SECRET) missing.push("BETTER_AUTH_SECRET (the session signing secret)");
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
  if (missing.length > 0 && checkSecrets) {
    throw new ConfigError(`Missing configuration:\n  ${missing.join("\n  ")}`);
  }

  const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, "");
  return {
    isProduction,
    port: vars.PORT,
    appUrl,
    trustProxy: vars.TRUST_PROXY ?? false,
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
    seedDemo: vars.SEED_DEMO ?? !isProduction,
    devToolsEnabled: !isProduction,
    logLevel: vars.LOG_LEVEL,
    mapsEmbedKey: vars.MAPS_EMBED_KEY ?? null,
    pageCacheTtlMs: vars.PAGE_CACHE_SECONDS * 1000,
  };
}

let loaded: AppConfig | undefined;

/** The configuration of this process, read from the environment once. */
export function getConfig(): AppConfig {
  // vite.config.ts sets ACADEMY_BUILD=1 in the build process (prerendering); servers never have it.
  loaded ??= parseConfig(process.env, { checkSecrets: process.env.ACADEMY_BUILD !== "1" });
  return loaded;
}
