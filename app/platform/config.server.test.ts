import { describe, expect, it } from "vitest";
import { ConfigError, FAKE_WHATSAPP_PHONE_NUMBER_ID, parseConfig, serverProcesses } from "./config.server";

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

  it("reads the instalment grace period: 7 days by default, a whole number from 0 to 60", () => {
    expect(parseConfig({}).instalmentGraceDays).toBe(7);
    expect(parseConfig({ INSTALMENT_GRACE_DAYS: "0" }).instalmentGraceDays).toBe(0);
    expect(parseConfig({ INSTALMENT_GRACE_DAYS: "14" }).instalmentGraceDays).toBe(14);
    for (const bad of ["-1", "61", "2.5", "soon"]) {
      expect(() => parseConfig({ INSTALMENT_GRACE_DAYS: bad }), bad).toThrow(/INSTALMENT_GRACE_DAYS/);
    }
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
    const config = parseConfig({
      ...production,
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "k",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(config.payments.provider).toBe("razorpay");
    expect(config.seedDemo).toBe(false);
    expect(config.devToolsEnabled).toBe(false);
  });

  it("WhatsApp: the local fake outside production, off in production, the Cloud API with all four settings and none fewer", () => {
    const paying = { ...production, PAYMENTS_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" };
    const fake = parseConfig({}).whatsapp;
    expect(fake).toMatchObject({ mode: "fake", phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID });
    expect(fake.templates.announcement).toBe("announcement");
    expect(parseConfig(paying).whatsapp.mode).toBe("off");
    const cloud = {
      WHATSAPP_TOKEN: "EAAG",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: "app-secret",
      WHATSAPP_VERIFY_TOKEN: "verify-me",
    };
    expect(parseConfig({ ...paying, ...cloud, WHATSAPP_TEMPLATES: "announcement=batch_news_v2" }).whatsapp).toMatchObject({
      mode: "cloud",
      apiUrl: "https://graph.facebook.com/v23.0",
      phoneNumberId: "106540352242922",
      appSecret: "app-secret",
      templates: { announcement: "batch_news_v2", "class-reminder-1h": "class_reminder_1h" },
    });
    expect(() => parseConfig({ ...paying, WHATSAPP_TOKEN: "EAAG" })).toThrow(
      /WHATSAPP_APP_SECRET \(the WhatsApp Cloud API needs all four/,
    );
    expect(() => parseConfig({ WHATSAPP_TEMPLATES: "newsletter=x" })).toThrow(/WHATSAPP_TEMPLATES: "newsletter" is no template/);
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

  describe("a public APP_URL is production whatever NODE_ENV says", () => {
    const publicSite = { APP_URL: "https://academy.example.com" };

    it.each(["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", undefined])(
      "%s is a development server",
      (appUrl) => {
        const config = parseConfig(appUrl ? { APP_URL: appUrl } : {});
        expect(config).toMatchObject({ isProduction: false, devToolsEnabled: true, seedDemo: true, serverMode: "development" });
        expect(config.payments.provider).toBe("sandbox");
      },
    );

    it.each([undefined, "development", "test"])("NODE_ENV=%s with a public host still needs the session secret", (nodeEnv) => {
      const env = { ...publicSite, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
      expect(() => parseConfig(env)).toThrow(/BETTER_AUTH_SECRET/);
    });

    it("turns on everything production means: no dev tools, no demo seed, razorpay by default, production errors", () => {
      const config = parseConfig({
        ...publicSite,
        BETTER_AUTH_SECRET: "s".repeat(40),
        RAZORPAY_KEY_ID: "rzp_live_x",
        RAZORPAY_KEY_SECRET: "k",
        RAZORPAY_WEBHOOK_SECRET: "w",
      });
      expect(config).toMatchObject({ isProduction: true, devToolsEnabled: false, seedDemo: false, serverMode: "production" });
      expect(config.payments.provider).toBe("razorpay");
    });

    it("refuses the sandbox provider unless ALLOW_SANDBOX_PAYMENTS=true", () => {
      const sandbox = { ...publicSite, BETTER_AUTH_SECRET: "s".repeat(40), PAYMENTS_PROVIDER: "sandbox" };
      expect(() => parseConfig(sandbox)).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
      expect(parseConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: "true" }).payments.provider).toBe("sandbox");
    });

    it("refuses the demo seed and a plain-http address on a public host", () => {
      const ready = { BETTER_AUTH_SECRET: "s".repeat(40), PAYMENTS_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" };
      expect(() => parseConfig({ ...publicSite, ...ready, SEED_DEMO: "true" })).toThrow(/SEED_DEMO/);
      expect(parseConfig({ ...publicSite, ...ready, SEED_DEMO: "false" }).seedDemo).toBe(false);
      expect(() => parseConfig({ ...ready, APP_URL: "http://academy.example.com" })).toThrow(/APP_URL with https/);
      // A production server on this machine (the benchmarks) may still load the demo data when asked to.
      expect(
        parseConfig({ ...ready, NODE_ENV: "production", APP_URL: "http://127.0.0.1:3265", SEED_DEMO: "true" }).seedDemo,
      ).toBe(true);
    });
  });

  describe("HOST (where the server listens)", () => {
    it("is this machine only (loopback) in development, every interface in production, or what HOST says", () => {
      expect(parseConfig({}).listenHost).toBe("127.0.0.1");
      expect(parseConfig({ NODE_ENV: "test" }).listenHost).toBe("127.0.0.1");
      expect(parseConfig({ ...production, PAYMENTS_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" }).listenHost).toBeNull();
      for (const host of ["0.0.0.0", "::", "192.0.2.10", "::1", "localhost", "app.internal"]) {
        expect(parseConfig({ HOST: host }).listenHost).toBe(host);
      }
      expect(parseConfig({ HOST: "" }).listenHost).toBe("127.0.0.1");
    });

    it.each(["http://0.0.0.0", "0.0.0.0:3000", "[::]", "my host"])("rejects %s, naming the variable", (value) => {
      expect(() => parseConfig({ HOST: value })).toThrow(/HOST: must be an IP address/);
    });
  });

  describe("TRUST_PROXY", () => {
    it.each([
      [undefined, false],
      ["false", false],
      ["0", false],
      ["true", 1],
      ["1", 1],
      ["3", 3],
      ["10.0.0.1", ["10.0.0.1"]],
      ["10.0.0.0/8, 2001:db8::/32 ,loopback", ["10.0.0.0/8", "2001:db8::/32", "loopback"]],
    ])("%s trusts %j", (value, expected) => {
      expect(parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each(["everything", "10.0.0.300", "10.0.0.0/33", "11"])("rejects %s, naming the variable", (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    });
  });
});

describe("the seller on invoices", () => {
  it("uses demo details outside production", () => {
    expect(parseConfig({}).business).toEqual({
      legalName: "AI Elevate Academy (demo legal name)",
      address: expect.stringContaining("Karnataka"),
      state: "Karnataka",
      gstin: "29AAFCA0000D1ZJ",
    });
  });

  it("issues plain receipts in production without BUSINESS_GSTIN", () => {
    const config = parseConfig({ ...production, PAYMENTS_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" });
    expect(config.business).toMatchObject({ legalName: "AI Elevate Academy", state: null, gstin: null });
  });

  it("reads the seller from the environment, and needs name, address and state with a GSTIN in production", () => {
    const base = {
      ...production,
      PAYMENTS_PROVIDER: "sandbox",
      ALLOW_SANDBOX_PAYMENTS: "true",
      BUSINESS_GSTIN: "27aapfu0939f1zv",
    };
    expect(() => parseConfig(base)).toThrow(/BUSINESS_LEGAL_NAME[\s\S]*BUSINESS_ADDRESS[\s\S]*BUSINESS_STATE/);
    const config = parseConfig({
      ...base,
      BUSINESS_LEGAL_NAME: "Elevate Ltd",
      BUSINESS_ADDRESS: "Pune",
      BUSINESS_STATE: "maharashtra",
    });
    expect(config.business).toEqual({
      legalName: "Elevate Ltd",
      address: "Pune",
      state: "Maharashtra",
      gstin: "27AAPFU0939F1ZV",
    });
  });

  it("stops on a GSTIN that fails its check, an unknown state, or a GSTIN of another state", () => {
    expect(() => parseConfig({ BUSINESS_GSTIN: "27AAPFU0939F1ZW" })).toThrow(/BUSINESS_GSTIN: This GSTIN is not valid/);
    expect(() => parseConfig({ BUSINESS_STATE: "Atlantis" })).toThrow(/BUSINESS_STATE: must be an Indian state/);
    expect(() => parseConfig({ BUSINESS_GSTIN: "27AAPFU0939F1ZV", BUSINESS_STATE: "Karnataka" })).toThrow(
      /registered in Maharashtra/,
    );
  });
});

describe("WEB_CONCURRENCY (server processes)", () => {
  const POSTGRES = "postgres://app@db.internal:5432/academy";

  it("is one process when unset, the number given, or one per core with auto", () => {
    expect(serverProcesses(parseConfig({ DATABASE_URL: POSTGRES }), 8)).toEqual({ count: 1, note: null });
    expect(serverProcesses(parseConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "3" }), 8)).toEqual({ count: 3, note: null });
    expect(serverProcesses(parseConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: " Auto " }), 2)).toEqual({
      count: 2,
      note: null,
    });
  });

  it("stays one process on PGlite, and says why", () => {
    const plan = serverProcesses(parseConfig({ WEB_CONCURRENCY: "auto" }), 4);
    expect(plan.count).toBe(1);
    expect(plan.note).toContain("PGlite");
    expect(plan.note).toContain("DATABASE_URL");
    expect(serverProcesses(parseConfig({ WEB_CONCURRENCY: "1" }), 4)).toEqual({ count: 1, note: null });
  });

  it.each(["0", "-1", "2.5", "two", "65", "auto,2"])("refuses %j, naming the variable", (value) => {
    expect(() => parseConfig({ WEB_CONCURRENCY: value })).toThrow(ConfigError);
    expect(() => parseConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY: must be a number of server processes/);
  });
});

describe("backups and metrics settings", () => {
  it("turns on the daily backup with BACKUP_TIME, keeping BACKUP_KEEP", () => {
    expect(parseConfig({}).backup).toMatchObject({ time: null, keep: 7 });
    const config = parseConfig({ BACKUP_TIME: "02:30", BACKUP_KEEP: "14", BACKUP_DIR: "/srv/backups" });
    expect(config.backup).toEqual({ dir: "/srv/backups", time: "02:30", keep: 14 });
  });

  it("refuses a time that is not HH:MM, a keep of 0 and a short metrics token, naming each", () => {
    expect(() => parseConfig({ BACKUP_TIME: "2.30" })).toThrow(/BACKUP_TIME: "2.30" is not a time of day as HH:MM/);
    expect(() => parseConfig({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => parseConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(parseConfig({ METRICS_TOKEN: "a-long-enough-token-1234" }).metricsToken).toBe("a-long-enough-token-1234");
  });
});
