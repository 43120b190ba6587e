import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40) };

describe("configuration", () => {
  it("runs with no variables at all outside production: PGlite, sandbox payments, demo data, dev tools", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.database).toMatchObject({ kind: "pglite" });
    expect(config.payments.provider).toBe("sandbox");
    expect(config.seedDemo).toBe(true);
    expect(config.devToolsEnabled).toBe(true);
    expect(config.mail.smtpUrl).toBeNull();
  });

  it("uses PostgreSQL when DATABASE_URL is set and derives APP_URL from PORT", () => {
    const config = parseConfig({ DATABASE_URL: "postgres://db/app", PORT: "8080" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://db/app" });
    expect(config.appUrl).toBe("http://localhost:8080");
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", SMTP_URL: "" }).database.kind).toBe("pglite");
  });

  it("stops production without an auth secret, naming the variable", () => {
    expect(() => parseConfig({ NODE_ENV: "production", PAYMENTS_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
  });

  it("stops production on the sandbox provider unless ALLOW_SANDBOX_PAYMENTS=true", () => {
    expect(() => parseConfig({ ...production, PAYMENTS_PROVIDER: "sandbox" })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    expect(parseConfig({ ...production, PAYMENTS_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" }).payments.provider).toBe(
      "sandbox",
    );
  });

  it("requires every Razorpay key when the provider is razorpay, and defaults production to it", () => {
    let message = "";
    try {
      parseConfig({ ...production });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain("RAZORPAY_KEY_ID");
    expect(message).toContain("RAZORPAY_KEY_SECRET");
    expect(message).toContain("RAZORPAY_WEBHOOK_SECRET");
    const config = parseConfig({ ...production, RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "k", RAZORPAY_WEBHOOK_SECRET: "w" });
    expect(config.payments.provider).toBe("razorpay");
    expect(config.seedDemo).toBe(false);
    expect(config.devToolsEnabled).toBe(false);
  });

  it("lets a build prerender without production secrets, but still rejects malformed values", () => {
    expect(parseConfig({ NODE_ENV: "production" }, { checkSecrets: false }).isProduction).toBe(true);
    expect(() => parseConfig({ NODE_ENV: "production", PORT: "x" }, { checkSecrets: false })).toThrow(/PORT/);
  });

  it("rejects malformed values with a clear message", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ ADMIN_EMAIL: "admin@example.com" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(() => parseConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
  });
});
