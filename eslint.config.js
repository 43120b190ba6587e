// ESLint (flat config): TypeScript, React hooks, JSX accessibility, and the layers of ARCHITECTURE.md.
// Formatting is Prettier's job (.prettierrc.json); this file holds rules about meaning. `npm run lint`.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers: imports run one way. routes → features → ui → (content, domain); server → (content, domain);
// content → domain; domain → nothing of the app. server/ (the Express app) sits on top of app/server.
const LAYERS = [
  { type: "routes", pattern: "app/routes", partialMatch: false },
  { type: "features", pattern: "app/features", partialMatch: false },
  { type: "ui", pattern: "app/ui", partialMatch: false },
  { type: "content", pattern: "app/content", partialMatch: false },
  { type: "domain", pattern: "app/domain", partialMatch: false },
  { type: "server", pattern: "app/server", partialMatch: false },
  { type: "express", pattern: "server", partialMatch: false },
  // What is left in app/: the document shell (root.tsx) and the route table (routes.ts), on top with the routes.
  { type: "shell", pattern: "app", partialMatch: false },
];

/** Each layer, and the layers it may import (besides itself). */
const ALLOWED_IMPORTS = {
  shell: ["routes", "features", "ui", "content", "domain", "server"],
  routes: ["shell", "features", "ui", "content", "domain", "server"],
  features: ["ui", "content", "domain"],
  ui: ["content", "domain"],
  content: ["domain"],
  domain: [],
  server: ["content", "domain"],
  express: ["server", "content", "domain"],
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
      "app/server/**",
      "app/**/*.server.ts",
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
    // Hooks in .ts files too (app/ui/account and app/routes/admin/ui still have two findings to settle first).
    files: ["app/**/*.tsx", "app/features/**/use-*.ts"],
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

  // The layers, for the app's own code (tests may import anything).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": LAYERS,
      "boundaries/include": ["app/**", "server/**"],
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.type}} may not import {{to.type}}: imports run routes → features → ui → (content, domain); server → (content, domain); content → domain (ARCHITECTURE.md)",
          policies: Object.entries(ALLOWED_IMPORTS).map(([layer, allowed]) => ({
            from: { element: { type: layer } },
            allow: { to: { element: { types: { anyOf: [layer, ...allowed] } } } },
          })),
        },
      ],
    },
  },
]);
