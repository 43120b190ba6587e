// spec 3 §8: "Fetch failures (sessions, students, lists, analytics) are only logged, and the lists stay empty." The
// production server on a database whose library and AI Spot tables cannot be read: the library, the AI Spots directory
// and the quiz answer 200 with their empty state, and the server logs each failure.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { startServer, tempDataDir } from "./support/server-process";
import { expect, test } from "./support/test";

test("a list whose table cannot be read is shown empty, with its empty-state text, and the failure is logged", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dataDir = tempDataDir("public-list-failures");

  // The folder migrated as a server migrates it, then the two tables renamed away before the server opens it.
  const database = new PGlite({ dataDir, extensions: { pg_trgm } });
  try {
    await database.exec("alter table library rename to library_away; alter table aispot_master rename to aispot_master_away;");
  } finally {
    await database.close();
  }

  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const library = await page.goto(`${server.baseUrl}/library`);
    expect(library?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "AI Learning Library", level: 1 })).toBeVisible();
    await expect(page.getByText("No Content Found")).toBeVisible();

    const spots = await page.goto(`${server.baseUrl}/ai-spots?city=Bengaluru`);
    expect(spots?.status()).toBe(200);
    await expect(page.getByText("No AI Spots in this area yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply to Become an AI Spot" })).toBeVisible();

    // The quiz's spot lookup: the quiz opens as if taken directly, without a spot's welcome.
    const quiz = await page.goto(`${server.baseUrl}/ai-readiness-quiz?spot_id=4f6c2a8e-1b7d-4c3e-9a5f-2d8b6e0c1a7f`);
    expect(quiz?.status()).toBe(200);
    await expect(page.getByText("Question 1 of 8")).toBeVisible();
    await expect(page.getByText(/^Welcome from /)).toHaveCount(0);

    await expect
      .poll(() => {
        const errors = server
          .output()
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as { level: number; msg: string })
          .filter((entry) => entry.level >= 50);
        return errors.map((entry) => entry.msg);
      })
      .toEqual(
        expect.arrayContaining([
          "could not load the library",
          "could not load the AI Spots directory",
          "could not look up the quiz's AI Spot",
        ]),
      );
  } finally {
    await server.stop();
  }
});
