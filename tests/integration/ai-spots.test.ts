// The AI Spots directory on the server (spec 3 §2.11, §4, §5, §7, §8): only approved spots leave the server,
// filters run in SQL from the URL, and owner applications are stored pending with the spec's messages.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { missingFieldMessage, OWNER_APPLICATION_REQUIRED_FIELDS } from "~/ai-spots/ai-spots";
import { IMAGE_LINK_HTTPS_MESSAGE } from "~/platform/web-link";
import { action, loader } from "~/routes/community/ai-spots";
import type { PublicSpot } from "~/ai-spots/ai-spots";
import { getConfig } from "~/platform/config.server";
import { aispotMaster } from "~/platform/db/schema";
import { expectReportedFailure, watchErrorLog } from "../support/safe-failures";
import { spotApplication } from "../support/lead-applications";
import { listedSpot } from "../support/quiz-submissions";
import { answerWithStatus } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const APP_URL = getConfig().appUrl;
let requestCount = 0;

type SpotRow = typeof aispotMaster.$inferInsert;
const seeded: (Partial<SpotRow> & Pick<SpotRow, "name" | "typeOfPlace" | "country" | "state" | "city" | "isApproved">)[] = [
  {
    name: "Bengaluru Brews",
    typeOfPlace: "Cafes",
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    isApproved: true,
    ratings: "4.7",
    qrCodeLink: "/ai-readiness-quiz?spot_id=x",
    mapLink: "https://www.google.com/maps/@12.97,77.59,17z",
  },
  {
    name: "Mysuru Library Cafe",
    typeOfPlace: "Libraries",
    country: "India",
    state: "Karnataka",
    city: "Mysuru",
    isApproved: true,
    ratings: "0",
  },
  {
    name: "Mumbai Desk",
    typeOfPlace: "Co-working Spaces",
    country: "India",
    state: "Maharashtra",
    city: "Mumbai",
    isApproved: true,
  },
  { name: "Austin Beans", typeOfPlace: "Cafes", country: "USA", state: "Texas", city: "Austin", isApproved: true },
  { name: "100% Pune", typeOfPlace: "Pubs", country: "India", state: "Maharashtra", city: "Pune_East", isApproved: true },
  {
    name: "",
    typeOfPlace: "Hotels",
    country: "India",
    state: "Goa",
    city: "Panaji",
    isApproved: true,
    mapLink: "javascript:alert(1)",
  },
  {
    name: "Secret Pending Bar",
    typeOfPlace: "Cafes",
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    isApproved: false,
    email: "pending-owner@example.com",
  },
];

async function directory(query = "") {
  return (await loader({ request: new Request(`${APP_URL}/ai-spots${query}`), params: {}, context: {} } as never)) as {
    spots: PublicSpot[];
    approvedCount: number;
  };
}

const names = (spots: PublicSpot[]) => spots.map((spot) => spot.name).sort();

async function post(
  fields: Record<string, string>,
  { origin = new URL(APP_URL).origin, ip = `10.7.${(requestCount >> 8) & 255}.${requestCount++ & 255}` } = {},
) {
  const request = new Request(`${APP_URL}/ai-spots`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: origin, "x-client-ip": ip },
  });
  return answerWithStatus(await action({ request, params: {}, context: {} } as never));
}

const storedByEmail = (email: string) => testDb.db.select().from(aispotMaster).where(eq(aispotMaster.email, email));

beforeAll(async () => {
  let age = 0;
  for (const spot of seeded) {
    await testDb.db.insert(aispotMaster).values(listedSpot({ ...spot, createdAt: new Date(Date.now() - age++ * 60_000) }));
  }
});

describe("the public directory", () => {
  it("sends approved spots only, newest first, and counts them", async () => {
    const { spots, approvedCount } = await directory();
    expect(spots.map((spot) => spot.name)).toEqual([
      "Bengaluru Brews",
      "Mysuru Library Cafe",
      "Mumbai Desk",
      "Austin Beans",
      "100% Pune",
      "AI Spot - Panaji",
    ]);
    expect(approvedCount).toBe(6);
    const json = JSON.stringify(spots);
    expect(json).not.toContain("Secret Pending Bar");
    expect(json).not.toContain("pending-owner@example.com");
  });

  it("filters country exactly, state and city case-insensitively by part, type exactly", async () => {
    expect(names((await directory("?country=USA")).spots)).toEqual(["Austin Beans"]);
    expect(names((await directory("?state=KARNA")).spots)).toEqual(["Bengaluru Brews", "Mysuru Library Cafe"]);
    expect(names((await directory("?city=mum")).spots)).toEqual(["Mumbai Desk"]);
    expect(names((await directory("?type=Cafes")).spots)).toEqual(["Austin Beans", "Bengaluru Brews"]);
    expect(names((await directory("?country=India&state=karnataka&city=beng&type=Cafes")).spots)).toEqual(["Bengaluru Brews"]);
    expect((await directory("?country=India&type=Clubs")).spots).toEqual([]);
  });

  it("treats % and _ in the text filters as plain characters", async () => {
    expect(names((await directory("?city=%25")).spots)).toEqual([]);
    expect(names((await directory("?city=u_u")).spots)).toEqual([]); // a wildcard would match "Bengaluru"
    expect(names((await directory("?city=e_e")).spots)).toEqual(["100% Pune"]);
  });

  it("ignores a country or type outside the lists instead of guessing", async () => {
    expect((await directory("?country=india")).spots).toHaveLength(6);
    expect((await directory("?type=cafes")).spots).toHaveLength(6);
  });

  it("keeps the approved count whatever the filters", async () => {
    expect((await directory("?country=USA")).approvedCount).toBe(6);
  });

  it("prepares cards: rating with one decimal above 0, quiz code, map frame and safe links", async () => {
    const { spots } = await directory();
    const brews = spots.find((spot) => spot.name === "Bengaluru Brews")!;
    expect(brews).toMatchObject({ rating: "4.7", hasQuizCode: true, mapLink: "https://www.google.com/maps/@12.97,77.59,17z" });
    expect(brews.mapEmbedUrl).toBe("https://www.google.com/maps?q=12.97,77.59&z=15&output=embed");
    const mysuru = spots.find((spot) => spot.name === "Mysuru Library Cafe")!;
    expect(mysuru).toMatchObject({ rating: null, hasQuizCode: false, mapLink: null });
    expect(mysuru.mapEmbedUrl).toBe("https://www.google.com/maps?q=Mysuru%2C%20Karnataka&output=embed");
    expect(spots.find((spot) => spot.city === "Panaji")!.mapLink).toBeNull();
  });
});

describe("the owner application", () => {
  it("stores a new spot as pending, with empty optional links as null, and says thank you", async () => {
    const fields = spotApplication();
    expect(await post(fields)).toEqual({
      status: 200,
      ok: true,
      message: "Thank you! Your AI Spot application has been received. Our team will review it shortly.",
    });
    const [row] = await storedByEmail(fields.Email.toLowerCase());
    expect(row).toMatchObject({
      name: "Filter Coffee Club",
      typeOfPlace: "Cafes",
      isApproved: false,
      consent: true,
      mapLink: null,
      imageUrl: null,
      qrCodeLink: null,
    });
    expect(names((await directory()).spots)).not.toContain("Filter Coffee Club");
  });

  it("keeps optional links when given", async () => {
    const fields = spotApplication({
      Map_Link: "https://maps.google.com/?q=Filter+Coffee",
      Image_URL: "https://images.example/cafe.jpg",
    });
    await post(fields);
    expect((await storedByEmail(fields.Email.toLowerCase()))[0]).toMatchObject({
      mapLink: "https://maps.google.com/?q=Filter+Coffee",
      imageUrl: "https://images.example/cafe.jpg",
    });
  });

  it.each(OWNER_APPLICATION_REQUIRED_FIELDS)("asks for %s with the spec's message", async (field) => {
    const fields = spotApplication({ [field]: "" });
    const result = await post(fields);
    expect(result).toMatchObject({ status: 400, ok: false, error: missingFieldMessage(field) });
    expect((result.values as Record<string, string>).Address).toBe(field === "Address" ? "" : "45 Church Street");
    expect(await storedByEmail(fields.Email.toLowerCase())).toEqual([]);
  });

  it("words the missing-field messages as the spec does", async () => {
    expect((await post(spotApplication({ Type_of_Place: "" }))).error).toBe("Please fill in the Type of_Place field");
    expect((await post(spotApplication({ Owner_Manager_Name: "" }))).error).toBe("Please fill in the Owner Manager_Name field");
    expect((await post(spotApplication({ Pin_Zip: "" }))).error).toBe("Please fill in the Pin Zip field");
  });

  it("needs consent", async () => {
    const { Consent: _consent, ...withoutConsent } = spotApplication();
    expect(await post(withoutConsent)).toMatchObject({ status: 400, error: "Please agree to the terms and conditions" });
  });

  it("refuses links that are not web addresses", async () => {
    expect(await post(spotApplication({ Image_URL: "javascript:alert(1)" }))).toMatchObject({
      status: 400,
      error: "Please enter a valid URL",
    });
  });

  it("refuses a photo on http, which the directory could not show, with a clear message, storing nothing", async () => {
    const fields = spotApplication({ Image_URL: "http://images.example/cafe.jpg" });
    expect(await post(fields)).toMatchObject({ status: 400, error: IMAGE_LINK_HTTPS_MESSAGE });
    expect(await storedByEmail(fields.Email.toLowerCase())).toEqual([]);
  });

  it("stores hostile text as text", async () => {
    const hostile = `<svg onload=alert(1)>'); drop table aispot_master; --`;
    const fields = spotApplication({ Name: hostile, Address: hostile });
    await post(fields);
    expect((await storedByEmail(fields.Email.toLowerCase()))[0]).toMatchObject({ name: hostile, address: hostile });
  });

  it("reports a database failure as 'Failed to submit application: {message}'", async () => {
    const fields = spotApplication();
    await testDb.db.execute("alter table aispot_master rename to aispot_master_away" as never);
    const errorLog = watchErrorLog();
    try {
      const result = await post(fields);
      expect(result.status).toBe(500);
      expect(result.error).toMatch(/^Failed to submit application: .+/);
      expectReportedFailure(String(result.error), {
        prefix: "Failed to submit application: ",
        internals: /aispot_master|relation|insert/i,
        errorLog,
      });
      expect(result.values).toMatchObject({ Name: "Filter Coffee Club" });
    } finally {
      await testDb.db.execute("alter table aispot_master_away rename to aispot_master" as never);
    }
  });

  it("drops bots, cross-site posts and bursts", async () => {
    const bot = spotApplication({ website: "spam" });
    expect((await post(bot)).ok).toBe(true);
    expect(await storedByEmail(bot.Email.toLowerCase())).toEqual([]);

    const crossSite = await post(spotApplication(), { origin: "https://evil.example" }).catch((thrown: unknown) => thrown);
    expect((crossSite as { init?: { status?: number } }).init?.status).toBe(403);

    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) statuses.push((await post(spotApplication(), { ip: "203.0.113.80" })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});
