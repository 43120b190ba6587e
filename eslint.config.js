// ESLint (flat config): TypeScript, React hooks, JSX accessibility, and the layers of ARCHITECTURE.md.
// Formatting is Prettier's job (.prettierrc.json); this file holds rules about meaning. `npm run lint`.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

// The shape of app/ (docs/architecture.md, docs/decisions/0100-modules-by-capability.md): routes/, ui/, content/ and one
// module per business capability, whose server code, components and pure rules others reach only through its entry
// files (index.ts, ui/index.ts, index.server.ts). server/ sits on top of everything.
const ELEMENTS = [
  { type: "routes", pattern: "app/routes", partialMatch: false, stopMatching: true },
  { type: "ui", pattern: "app/ui", partialMatch: false, stopMatching: true },
  { type: "content", pattern: "app/content", partialMatch: false, stopMatching: true },
  { type: "module", pattern: "app/*", partialMatch: false, capture: ["module"] },
  { type: "express", pattern: "server", partialMatch: false },
  // What is left in app/: the document shell (root.tsx, entry.server.tsx) and the route table (routes.ts).
  { type: "shell", pattern: "app", partialMatch: false },
];
const FILES = [
  { category: "code", pattern: "**/*" },
  { category: "entry", pattern: ["app/*/index.ts", "app/*/index.server.ts", "app/*/ui/index.ts"] },
  { category: "server", pattern: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/platform/db/**", "app/platform/seed/**"] },
  { category: "component", pattern: "app/*/ui/**" },
];

const inModule = { element: { type: "module" } };
const sameModule = { element: { type: "module", captured: { module: "{{ from.element.captured.module }}" } } };
const anEntry = { element: { type: "module" }, file: { categories: { anyOf: ["entry"] } } };
const aRulesEntry = { element: { type: "module" }, file: { categories: { anyOf: ["entry"], noneOf: ["server", "component"] } } };
const pureRules = { element: { type: "module" }, file: { categories: { noneOf: ["server", "component"] } } };
const components = { element: { type: "module" }, file: { categories: { anyOf: ["component"] } } };
const serverCode = { file: { categories: { anyOf: ["server"] } } };
const elementOf = (...types) => ({ element: { types: { anyOf: types } } });

// Last matching policy wins (anything no policy allows is refused): what each part may import, then what it never may.
const POLICIES = [
  { from: elementOf("shell", "routes"), allow: { to: [elementOf("shell", "routes", "ui", "content"), anEntry] } },
  { from: elementOf("ui"), allow: { to: [elementOf("ui", "content"), aRulesEntry] } },
  { from: elementOf("content"), allow: { to: [elementOf("content"), aRulesEntry] } },
  { from: elementOf("express"), allow: { to: [elementOf("express", "content"), anEntry] } },
  { from: inModule, allow: { to: [sameModule, elementOf("ui", "content"), anEntry] } },
  {
    from: pureRules,
    disallow: { to: [serverCode, components, elementOf("ui", "content", "routes")] },
    message:
      "Pure rules import only pure rules (their own module's, or another's index.ts): no server code, components, shared UI or content (docs/architecture.md).",
  },
  {
    from: [components, elementOf("ui", "content")],
    disallow: { to: serverCode, dependency: { kind: "value" } },
    message: "Browser code imports no server code; `import type` of it is fine (docs/architecture.md).",
  },
];
const TIME_ZONES_OUTSIDE_THE_TIME_MODULE = {
  group: ["@date-fns/tz", "@date-fns/tz/*"],
  message: "Dates in India go through the time module, app/platform/india-time.ts (~/platform): add a function there.",
};
const PGLITE_OUTSIDE_THE_DATABASE = {
  regex: "(^|/)pglite-statements\\.server(\\.ts)?$",
  message: "Only app/platform/db uses the PGlite statement layer; use the database through ~/platform/index.server.",
};

export default defineConfig([
  globalIgnores([
    "build/",
    ".builds/",
    ".react-router/",
    "data/",
    "drizzle/",
    "public/",
    "coverage/",
    "test-results/",
    "playwright-report/",
    "blob-report/",
    "bench/results/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // `_name` marks a parameter or binding that is there for its position only.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Types only: `import type` keeps server types out of browser bundles (verbatimModuleSyntax agrees).
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },

  // Browser and shared code.
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Everything that runs on Node: the server side of the app, the Express app, scripts, benchmarks, tests, configs.
  {
    files: [
      "app/**/*.server.ts",
      "app/**/*.server.tsx",
      "app/platform/db/**",
      "app/platform/seed/**",
      "server/**",
      "server.js",
      "scripts/**",
      "bench/**",
      "tests/**",
      "*.config.ts",
      "**/*.test.ts",
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  // React: the rules of hooks (with the React Compiler's checks of purity and state updates) and JSX accessibility.
  {
    // Hooks in .ts files too (app/accounts/ui and app/ui/admin still have two findings to settle first).
    files: ["app/**/*.tsx", "app/payments/ui/payment-dialog/use-*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled box that scrolls sideways (a wide table) must take focus, or keyboard users cannot scroll it
      // (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region", "group"] }],
    },
  },

  // One India-time module and one money module (docs/decisions/0102-one-form-kit-time-and-money-modules.md): time
  // zones and number formats are used there only, so every screen prints a date or an amount the same way.
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    ignores: [
      "app/platform/india-time.ts",
      "app/platform/india-time.test.ts",
      "app/platform/money.ts",
      "app/platform/money.test.ts",
    ],
    rules: {
      "no-restricted-imports": ["error", { patterns: [TIME_ZONES_OUTSIDE_THE_TIME_MODULE] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Intl'][property.name='NumberFormat']",
          message: "Amounts and figures go through the money module, app/platform/money.ts (~/platform): add a function there.",
        },
        {
          selector:
            "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name=/^(style|currency)$/]",
          message: "Amounts go through the money module, app/platform/money.ts (~/platform): add a function there.",
        },
      ],
    },
  },

  // The modules and layers, for the app's own code (tests may import anything).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "boundaries/files": FILES,
      "boundaries/include": ["app/**", "server/**"],
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          checkInternals: true,
          message:
            "A module is used from outside only through its entry files (~/<module>, ~/<module>/ui, ~/<module>/index.server); routes import modules, ui and content; nothing imports a route (docs/architecture.md).",
          policies: POLICIES,
        },
      ],
    },
  },
  // The PGlite statement layer is the database's own (its file says why): the app reaches it as drizzle, through db/.
  // A later block's no-restricted-imports replaces an earlier one's, so the time module's pattern is repeated here.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/platform/db/**", "app/platform/india-time.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [PGLITE_OUTSIDE_THE_DATABASE, TIME_ZONES_OUTSIDE_THE_TIME_MODULE] }],
    },
  },
  {
    files: ["app/platform/india-time.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [PGLITE_OUTSIDE_THE_DATABASE] }] },
  },
]);
