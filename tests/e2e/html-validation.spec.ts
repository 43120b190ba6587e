// HTML validation: every page of app/routes.ts, as the server sends it, is valid HTML, for an anonymous
// visitor (the prerendered pages among them), a signed-in student and the admin. html-validate with the rules of
// .htmlvalidate.json; docs/decisions/0031-html-validation.md says which rules and why. No browser: the server's HTML is
// what is checked, before any script runs.
import type { PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "../../playwright.config";
import { DEMO_STUDENT } from "../../app/platform/seed/demo-students";
import { htmlProblems } from "./support/html-validation";
import { PAGE_URLS } from "./support/route-table";
import { expect, test } from "./support/test";

type Role = "anonymous" | "student" | "admin";

/** Pages in a state their bare URL does not show: the AI Spot application form, the library's filtered view. */
const PAGE_STATES = ["/ai-spots?apply=1", "/library?type=Book"];

const CREDENTIALS: Record<Exclude<Role, "anonymous">, { email: string; password: string }> = {
  student: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
  admin: E2E_ADMIN,
};

/** An HTTP client for the role: signed in over HTTP like the sign-in form, or anonymous. */
async function visitorAs(playwright: PlaywrightWorkerArgs["playwright"], role: Role) {
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  if (role !== "anonymous") {
    const { email, password } = CREDENTIALS[role];
    const signIn = await visitor.post("/signin", {
      form: { email, password },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(signIn.status(), `sign-in of ${email}`).toBe(302);
  }
  return visitor;
}

test("the validator finds what the W3C checker found: an svg in a dl's group, and a second main with the same id", async () => {
  const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  expect(await htmlProblems(page('<main id="main"><p>fine</p></main>'))).toEqual([]);
  const iconInGroup = await htmlProblems(
    page('<main><dl><div><svg aria-hidden="true"></svg><dt>Duration</dt><dd>4 months</dd></div></dl></main>'),
  );
  expect(iconInGroup.join("\n")).toContain("academy/dl-group-content");
  const twoMains = await htmlProblems(page('<main id="main"></main><div hidden><main id="main"></main></div>'));
  expect(twoMains.join("\n")).toContain("no-dup-id");
});

for (const role of ["anonymous", "student", "admin"] as const) {
  test(`every page is valid HTML as ${role === "anonymous" ? "an anonymous visitor" : `the ${role}`}`, async ({ playwright }) => {
    test.setTimeout(60_000 + (PAGE_URLS.length + PAGE_STATES.length) * 5_000);
    const visitor = await visitorAs(playwright, role);
    const problems: string[] = [];
    for (const url of [...PAGE_URLS, ...PAGE_STATES]) {
      const response = await visitor.get(url);
      // Whatever page the visitor gets is checked: a 400 page (/verify-email without its link) is HTML too.
      if (response.status() >= 500 || !response.headers()["content-type"]?.startsWith("text/html")) {
        problems.push(`${url}: status ${response.status()}, ${response.headers()["content-type"]}`);
      }
      const landedOn = response.url().replace(E2E_BASE_URL, "");
      for (const problem of await htmlProblems(await response.text())) problems.push(`${url} (${landedOn}): ${problem}`);
    }
    await visitor.dispose();
    expect(problems).toEqual([]);
  });
}
