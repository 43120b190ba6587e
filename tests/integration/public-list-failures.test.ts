// spec 3 §8 "Fetch failures (sessions, students, lists, analytics) are only logged, and the lists stay empty": the
// public lists (the library, the AI Spots directory, the quiz's spot lookup) when their table cannot be read. Each
// test makes the read fail for real (the table renamed away), then puts the table back and sees the list again.
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import type { PublicSpot } from "~/ai-spots/ai-spots";
import { loader as quizLoader } from "~/routes/community/ai-readiness-quiz";
import { loader as spotsLoader } from "~/routes/community/ai-spots";
import { loader as libraryLoader } from "~/routes/community/library";
import { getConfig } from "~/platform/config.server";
import { aispotMaster, library } from "~/platform/db/schema";
import type { LibraryPage } from "~/library/load-library-page.server";
import { watchErrorLog } from "../support/safe-failures";
import { listedSpot } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const APP_URL = getConfig().appUrl;

async function load<T>(loader: (args: never) => unknown, path: string): Promise<T> {
  return (await loader({ request: new Request(`${APP_URL}${path}`), params: {}, context: {} } as never)) as T;
}

/** Runs `read` while `table` cannot be read, and gives back what it answered and what was logged meanwhile. */
async function whileUnreadable<T>(table: string, read: () => Promise<T>): Promise<{ answer: T; errorLog: MockInstance }> {
  await testDb.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  const errorLog = watchErrorLog();
  try {
    return { answer: await read(), errorLog };
  } finally {
    await testDb.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

const loggedFailure = (errorLog: MockInstance, event: string) =>
  expect(errorLog).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), event);

let spotId: string;

afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await testDb.db.insert(library).values({
    publicationType: "Book",
    category: "AI in Business",
    title: "Readable Library Book",
    authorTeam: "Team",
    level: "Beginner",
    url: "https://files.example.test/book.pdf",
    publicationDate: "2026",
    licenseSource: "CC BY",
    contributor: "External",
    access: "Anyone",
  });
  const [spot] = await testDb.db
    .insert(aispotMaster)
    .values(listedSpot({ name: "Readable Cafe" }))
    .returning({ id: aispotMaster.aispotId });
  spotId = spot!.id;
});

describe("a public list whose read fails is logged and shown empty", () => {
  it("the library: 'All Types' and a filtered view answer with no items; back again once the table is", async () => {
    // The first read of this file's library, so no catalogue is kept from before (a kept one would be served).
    const { answer, errorLog } = await whileUnreadable("library", async () => ({
      grouped: await load<{ page: LibraryPage }>(libraryLoader, "/library"),
      filtered: await load<{ page: LibraryPage }>(libraryLoader, "/library?type=Book&q=readable"),
    }));
    expect(answer.grouped.page).toMatchObject({ view: "grouped", groups: [] });
    expect(answer.filtered.page).toMatchObject({ view: "filtered", items: [], total: 0, page: 1, pageCount: 1 });
    loggedFailure(errorLog, "could not load the library");
    expect(errorLog).toHaveBeenCalledTimes(2);

    const { page } = await load<{ page: LibraryPage }>(libraryLoader, "/library?type=Book&q=readable");
    expect(page.view === "filtered" && page.items.map((item) => item.title)).toEqual(["Readable Library Book"]);
  });

  it("the AI Spots directory: no spots, a count of 0; back again once the table is", async () => {
    const { answer, errorLog } = await whileUnreadable("aispot_master", () =>
      load<{ spots: PublicSpot[]; approvedCount: number }>(spotsLoader, "/ai-spots?country=India"),
    );
    expect(answer).toMatchObject({ spots: [], approvedCount: 0, total: 0, page: 1, pageCount: 1 });
    loggedFailure(errorLog, "could not load the AI Spots directory");

    const directory = await load<{ spots: PublicSpot[] }>(spotsLoader, "/ai-spots?country=India");
    expect(directory.spots.map((spot) => spot.name)).toEqual(["Readable Cafe"]);
  });

  it("the quiz's spot lookup: the quiz opens without the spot, as if taken directly; back again once the table is", async () => {
    const path = () => `/ai-readiness-quiz?spot_id=${spotId}`;
    const { answer, errorLog } = await whileUnreadable("aispot_master", () => load<{ spot: unknown }>(quizLoader, path()));
    expect(answer.spot).toBeNull();
    loggedFailure(errorLog, "could not look up the quiz's AI Spot");

    expect((await load<{ spot: unknown }>(quizLoader, path())).spot).toEqual({
      id: spotId,
      name: "Readable Cafe",
      city: "Bengaluru",
    });
  });
});
