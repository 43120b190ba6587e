import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// docs/architecture.md: modules use each other only through their entry files, pure rules import no server code,
// nothing imports a route; only the database's folder uses the PGlite statement layer; time zones and number formats
// only in the time and money modules (decision 0102). ESLint's own API lints scratch files (never written to disk).
const ROOT = path.resolve(import.meta.dirname, "../..");
const RULES = ["boundaries/dependencies", "no-restricted-imports", "no-restricted-syntax"];

/** A scratch file that imports `name` from `from` and uses it. */
const importing = (name: string, from: string) => `import { ${name} } from "${from}";\nexport const x = ${name};\n`;

const cases = {
  intoAnotherModulesInside: ["app/refunds/scratch.ts", importing("quotePrice", "~/payments/pricing")],
  throughTheEntry: ["app/refunds/scratch.ts", importing("quotePrice", "~/payments")],
  ruleImportingServerCode: ["app/payments/scratch.ts", importing("COUPON_CODES", "./coupons.server")],
  serverImportingItsRules: ["app/payments/scratch.server.ts", importing("quotePrice", "./pricing")],
  routeIntoAModulesInside: ["app/routes/scratch.ts", importing("listPayments", "~/payments/list-payments.server")],
  routeThroughTheServerEntry: ["app/routes/scratch.ts", importing("listPayments", "~/payments/index.server")],
  moduleImportingARoute: ["app/payments/scratch.server.ts", importing("loader", "~/routes/admin/payments")],
  componentImportingServerValue: ["app/refunds/ui/scratch.tsx", importing("requestRefund", "../request-refund.server")],
  componentImportingServerType: [
    "app/refunds/ui/scratch.tsx",
    `import type { PaymentRefunds } from "../load-payment-refunds.server";\nexport type X = PaymentRefunds;\n`,
  ],
  timeZoneOutsideTheTimeModule: ["app/invoices/scratch.ts", importing("tz", "@date-fns/tz")],
  timeZoneInTheTimeModule: ["app/platform/india-time.ts", importing("tz", "@date-fns/tz")],
  numberFormatOutsideTheMoneyModule: [
    "app/routes/admin/scratch.tsx",
    `export const x = new Intl.NumberFormat("en-IN", { notation: "compact" }).format(1);\n`,
  ],
  currencyOutsideTheMoneyModule: [
    "app/enrolments/scratch.ts",
    `export const x = (1).toLocaleString("en-IN", { style: "currency", currency: "INR" });\n`,
  ],
  countOutsideTheMoneyModule: ["app/ui/scratch.ts", `export const x = (1).toLocaleString("en-IN");\n`],
  numberFormatInTheMoneyModule: ["app/platform/money.ts", `export const x = new Intl.NumberFormat("en-IN").format(1);\n`],
  platformBesideItsDatabase: ["app/platform/scratch.server.ts", importing("PgliteStatements", "./db/pglite-statements.server")],
  databaseItself: ["app/platform/db/scratch.server.ts", importing("PgliteStatements", "./pglite-statements.server")],
  timeZoneInThePlatform: ["app/platform/scratch.ts", importing("tz", "@date-fns/tz")],
} as const;

const found = new Map<keyof typeof cases, string[]>();

beforeAll(async () => {
  const eslint = new ESLint({ cwd: ROOT, cache: false });
  for (const [name, [file, code]] of Object.entries(cases)) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    found.set(
      name as keyof typeof cases,
      result!.messages.filter((message) => RULES.includes(message.ruleId ?? "")).map((message) => message.message),
    );
  }
}, 240_000);

describe("module boundaries (eslint.config.js)", () => {
  it("refuses an import into another module's inside, and accepts the same through its entry", () => {
    expect(found.get("intoAnotherModulesInside")).toEqual([expect.stringContaining("only through its entry files")]);
    expect(found.get("throughTheEntry")).toEqual([]);
  });

  it("keeps pure rules free of server code, and lets server code use its rules", () => {
    expect(found.get("ruleImportingServerCode")).toEqual([expect.stringContaining("Pure rules import only pure rules")]);
    expect(found.get("serverImportingItsRules")).toEqual([]);
  });

  it("lets a route reach a module's server functions only through index.server", () => {
    expect(found.get("routeIntoAModulesInside")).toEqual([expect.stringContaining("only through its entry files")]);
    expect(found.get("routeThroughTheServerEntry")).toEqual([]);
  });

  it("refuses a module importing a route", () => {
    expect(found.get("moduleImportingARoute")).toEqual([expect.stringContaining("nothing imports a route")]);
  });

  it("lets components import server types, never server values", () => {
    expect(found.get("componentImportingServerValue")).toEqual([expect.stringContaining("Browser code imports no server code")]);
    expect(found.get("componentImportingServerType")).toEqual([]);
  });

  it("keeps time zones in the time module and number formats in the money module", () => {
    expect(found.get("timeZoneOutsideTheTimeModule")).toEqual([expect.stringContaining("app/platform/india-time.ts")]);
    expect(found.get("timeZoneInTheTimeModule")).toEqual([]);
    expect(found.get("numberFormatOutsideTheMoneyModule")).toEqual([expect.stringContaining("app/platform/money.ts")]);
    expect(found.get("currencyOutsideTheMoneyModule")).toEqual([
      expect.stringContaining("app/platform/money.ts"),
      expect.stringContaining("app/platform/money.ts"),
    ]);
    expect(found.get("countOutsideTheMoneyModule")).toEqual([]);
    expect(found.get("numberFormatInTheMoneyModule")).toEqual([]);
    expect(found.get("timeZoneInThePlatform")).toEqual([expect.stringContaining("app/platform/india-time.ts")]);
  });

  it("keeps the PGlite statement layer to the database's own folder, even within the platform", () => {
    expect(found.get("platformBesideItsDatabase")).toEqual([expect.stringContaining("Only app/platform/db uses")]);
    expect(found.get("databaseItself")).toEqual([]);
  });
});
