// `npm run bench:scale`: the dashboard and library server functions on two databases, one with the demo data
// ("small") and one with the demo data plus 100 000 payments, 10 000 students, 50 000 quiz responses and 5 000
// library items ("large"). Prints p50/p99 of each and the ratio of the large-data p99 to the small-data p99
// (goal: within 2×, printed, not asserted). Runs on in-memory PGlite, and on fresh PostgreSQL databases when
// DATABASE_URL or TEST_DATABASE_URL is set. What is timed is the production code itself (the functions the
// loaders call), on the schema as migrated. Calls on the two databases take turns, so whatever else the machine
// is doing falls on both figures alike and the ratio stays meaningful on a busy machine.
// Options: --iterations <n> (default 200) and --warmup-calls <n> (default 20) calls per query and database;
// sequential calls, so the figures are each query's own latency, not throughput.
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { LIBRARY_CATEGORIES, LIBRARY_TYPES, parseLibraryFilters } from "~/domain/library-catalogue";
import type { SessionUser } from "~/server/auth/session.server";
import { openDatabase, queryRows, type Database, type DatabaseHandle } from "~/server/db/client.server";
import { setDatabaseHandle } from "~/server/db/database.server";
import { authUser } from "~/server/db/schema";
import { loadStudentDashboard } from "~/server/dashboard/load-student-dashboard.server";
import { libraryVisitor } from "~/server/library/library-visitor.server";
import { loadLibraryPage, type LibraryPage } from "~/server/library/load-library-page.server";
import { seedDemoData } from "~/server/seed/demo-data.server";
import { scaleTable } from "./lib/tables";
import { createScratchDatabase, fixed, formatTable, option, percentile, postgresAdminUrl, saveResult } from "./lib/common";

const ITERATIONS = Number(option("iterations") ?? process.env.BENCH_SCALE_ITERATIONS ?? 200);
const WARMUP = Number(option("warmup-calls") ?? 20);
const GOAL_RATIO = 2;
// --only pglite|postgres: one of the two databases.
const ONLY = option("only");
const DEMO_STUDENT_EMAIL = "student@demo.aielevate.in";
const SIGNED_IN_READER = "reader.without.enrolment@example.test";
const APP_URL = "http://127.0.0.1:3265";

export const VOLUMES = { payments: 100_000, students: 10_000, quizResponses: 50_000, libraryItems: 5_000 };

interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

export interface ScaleRow {
  query: string;
  small: Timing;
  large: Timing;
  ratioP50: number;
  ratioP99: number;
  meetsGoal: boolean;
}

interface CardsSent {
  grouped: number;
  filtered: number;
}

export interface ScaleRun {
  database: string;
  /** The goal: large-data p99 at most this many times the small-data p99. */
  goalRatio: number;
  seedSeconds: number;
  rows: ScaleRow[];
  /** How many library cards each view sends, for an enrolled visitor. */
  cardsSent: { small: CardsSent; large: CardsSent };
}

function timing(durations: number[]): Timing {
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    mean: durations.reduce((a, b) => a + b, 0) / durations.length,
  };
}

/** One query on the small and on the large database, calls taking turns (and turns about who goes first). */
async function measurePair(
  small: () => Promise<unknown>,
  large: () => Promise<unknown>,
): Promise<{ small: Timing; large: Timing }> {
  for (let index = 0; index < WARMUP; index++) {
    await small();
    await large();
  }
  const durations = { small: [] as number[], large: [] as number[] };
  for (let index = 0; index < ITERATIONS; index++) {
    for (const side of index % 2 === 0 ? (["small", "large"] as const) : (["large", "small"] as const)) {
      const started = performance.now();
      await (side === "small" ? small() : large());
      durations[side].push(performance.now() - started);
    }
  }
  return { small: timing(durations.small), large: timing(durations.large) };
}

/** The server functions behind GET /dashboard and GET /library, called as their loaders call them. */
function queries(database: Database, student: SessionUser): Record<string, () => Promise<unknown>> {
  return {
    "dashboard (loadStudentDashboard)": () =>
      loadStudentDashboard(database, { user: student, now: new Date(), appUrl: APP_URL, showDebug: false }),
    // A signed-in reader without a student record: one probe of student_email_lower_idx says so.
    "library visitor tier, non-student (libraryVisitor)": () =>
      libraryVisitor(database, { email: SIGNED_IN_READER, emailVerified: true }),
    "library grouped view (loader: visitor + loadLibraryPage)": async () => {
      const visitor = await libraryVisitor(database, student);
      return loadLibraryPage({ database, visitor, filters: parseLibraryFilters(new URLSearchParams()) });
    },
    "library filtered ?type=Book&q=ai (loader)": async () => {
      const visitor = await libraryVisitor(database, student);
      return loadLibraryPage({ database, visitor, filters: parseLibraryFilters(new URLSearchParams("type=Book&q=ai")) });
    },
  };
}

/** Fast bulk rows with generate_series: one statement per table, no round trip per row. */
async function bulkSeed(database: Database) {
  const { students, payments, quizResponses, libraryItems } = VOLUMES;
  const email = (n: string) => sql.raw(`'bulk.student.' || (${n}) || '@example.test'`);

  await database.execute(sql`
    insert into auth_user (id, name, email, email_verified, role)
    select 'bulk_user_' || g, 'Bulk Student ' || g, ${email("g")}, true, 'student'
    from generate_series(1, ${students}::int) g`);
  await database.execute(sql`
    insert into users (user_id, email, name, mobile_no, age, occupation)
    select 'bulk_user_' || g, ${email("g")}, 'Bulk Student ' || g, '98' || lpad(g::text, 8, '0'), 20 + g % 40, 'Engineer'
    from generate_series(1, ${students}::int) g`);
  // Fifty bulk batches, each with its class link and 24 sessions: the demo student's batch is not among them,
  // so the demo student's own rows (what the dashboard returns) are the same before and after.
  await database.execute(sql`
    insert into student_master_table (email, student_name, batch_id, current_course_name, enrollment_date, total_amount_paid, currency)
    select ${email("g")}, 'Bulk Student ' || g, 'BULK_BATCH_' || (g % 50), 'Agentic AI', current_date - (g % 365),
      (g % 20) * 1000, case when g % 5 = 0 then 'USD' else 'INR' end
    from generate_series(1, ${students}::int) g`);
  await database.execute(sql`
    insert into batch_session_links (batch_id, course_name, teams_meeting_link, is_active)
    select 'BULK_BATCH_' || b, 'Agentic AI', 'https://teams.example.test/bulk/' || b, true
    from generate_series(0, 49) b`);
  await database.execute(sql`
    insert into session_master_table (session_id, batch_id, session_date, session_start_time, session_title)
    select 1000000 + b * 100 + s, 'BULK_BATCH_' || b, current_date + (s - 12) * 7, time '19:00', 'Session ' || s
    from generate_series(0, 49) b, generate_series(1, 24) s`);
  // Ten payments per bulk student over the last year; one in ten referred by another bulk student.
  await database.execute(sql`
    insert into payments (user_id, name, email, mobile, course, duration, country, currency, amount, provider_amount_paise,
      payment_status, referred_by_email, razorpay_order_id, checkout_key, created_at, updated_at)
    select 'bulk_user_' || s, 'Bulk Student ' || s, ${email("s")}, '98' || lpad(s::text, 8, '0'),
      (array['Agentic AI', 'Vibe Coding', 'Python for ML & AI', 'Quantum Computing'])[1 + g % 4], '1 Month',
      case when s % 5 = 0 then 'US' else 'India' end, case when s % 5 = 0 then 'USD' else 'INR' end,
      4999, 499900,
      (array['success', 'success', 'success', 'success', 'success', 'success', 'success', 'pending', 'failed', 'cancelled'])[1 + g % 10],
      case when g % 10 = 0 then ${email(`(s % ${students}) + 1`)} end,
      'order_bulk_' || g, 'bulk_checkout_' || g, now() - g * interval '5 minutes', now()
    from generate_series(1, ${payments}::int) g, lateral (select (g % ${sql.raw(String(students))}) + 1 as s) student`);
  // The referrers' ledger, as each first success writes it (10 % of the payment).
  await database.execute(sql`
    insert into referral_credits (payment_id, referrer_email, amount, currency, created_at)
    select id, referred_by_email, round(amount * 0.10, 2), currency, created_at
    from payments where referred_by_email is not null and payment_status = 'success' and razorpay_order_id like 'order_bulk_%'`);
  // Half of the quiz responses came through an AI Spot's QR code.
  await database.execute(sql`
    with spots as (select array_agg(aispot_id order by aispot_id) as ids from aispot_master)
    insert into quiz_responses (name, email, mobile, age, occupation, q1, q2, q3, q4, q5, q6, q7, q8, score, readiness_level, aispot_id, created_at)
    select 'Quiz Taker ' || g, 'quiz.' || g || '@example.test', '97' || lpad(g::text, 8, '0'), 18 + g % 50, 'Student',
      'a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 8 + g % 17, (array['Beginner', 'Developing', 'Ready'])[1 + g % 3],
      case when g % 2 = 0 and cardinality(spots.ids) > 0 then spots.ids[1 + g % cardinality(spots.ids)] end,
      now() - g * interval '10 minutes'
    from generate_series(1, ${quizResponses}::int) g, spots`);
  // Library items spread over every type and category of spec 3, every level and every access tier.
  const pairs: [string, string | null][] = LIBRARY_TYPES.flatMap((type): [string, string | null][] =>
    LIBRARY_CATEGORIES[type].length > 0
      ? LIBRARY_CATEGORIES[type].map((category): [string, string | null] => [type, category])
      : [[type, null]],
  );
  const values = sql.join(
    pairs.map(([type, category], index) => sql`(${type}::text, ${category}::text, ${index}::int)`),
    sql`, `,
  );
  await database.execute(sql`
    with pairs (type, category, k) as (values ${values})
    insert into library (publication_type, category, title, author_team, level, pages, url, publication_date, license_source,
      tags, contributor, access, update_date)
    select pairs.type, pairs.category, 'Bulk Resource ' || g || ' on AI', 'Author ' || (g % 200),
      (array['Beginner', 'Intermediate', 'Advanced', 'Non-tech', 'Manager'])[1 + g % 5], 50 + g % 400,
      'https://files.example.test/library/' || g || '.pdf', (2015 + g % 10)::text, 'CC BY 4.0', array['AI', 'Python', 'Data'],
      'External', (array['Anyone', 'Signed Up User', 'Enrolled Student', 'Private'])[1 + g % 4], now() - g * interval '1 hour'
    from generate_series(1, ${libraryItems}::int) g join pairs on pairs.k = g % ${sql.raw(String(pairs.length))}`);
  // As autovacuum would soon after such a load: planner statistics for the new rows.
  await database.execute(sql`analyze`);
}

async function cardsOnLibraryPages(database: Database): Promise<CardsSent> {
  const count = (page: LibraryPage) =>
    page.view === "filtered"
      ? page.items.length
      : page.groups.reduce(
          (total, group) =>
            total + group.items.length + group.categories.reduce((sum, category) => sum + category.items.length, 0),
          0,
        );
  const [grouped, filtered] = await Promise.all(
    ["", "type=Book&q=ai"].map((query) =>
      loadLibraryPage({ database, visitor: "enrolled", filters: parseLibraryFilters(new URLSearchParams(query)) }),
    ),
  );
  return { grouped: count(grouped!), filtered: count(filtered!) };
}

/** A database with the demo data, and the queries as they run for the demo student on it. */
async function demoDatabase(handle: DatabaseHandle) {
  const database = handle.db;
  setDatabaseHandle(handle); // better-auth (used by the demo seed) works on the process-wide database
  await seedDemoData(database);
  const [account] = await database.select().from(authUser).where(eq(authUser.email, DEMO_STUDENT_EMAIL));
  if (!account) throw new Error("the demo student was not seeded");
  const student: SessionUser = {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    emailVerified: account.emailVerified,
  };
  return { database, work: queries(database, student) };
}

async function benchmark(name: string, open: () => Promise<DatabaseHandle>): Promise<ScaleRun> {
  const handles: DatabaseHandle[] = [];
  try {
    handles.push(await open(), await open());
    const small = await demoDatabase(handles[0]!);
    const large = await demoDatabase(handles[1]!);
    const seedStarted = performance.now();
    await bulkSeed(large.database);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [counts] = await queryRows<Record<string, number>>(
      large.database,
      sql`select (select count(*)::int from payments) as payments, (select count(*)::int from student_master_table) as students,
        (select count(*)::int from quiz_responses) as quiz_responses, (select count(*)::int from library) as library_items`,
    );
    console.log(
      `\n${name}: large database bulk-seeded in ${seedSeconds.toFixed(1)} s: ${Object.entries(counts!)
        .map(([key, value]) => `${key}=${value}`)
        .join(" ")}`,
    );
    console.log(
      `  ${WARMUP} warm-up + ${ITERATIONS} timed calls per query and database, one at a time, small and large taking turns`,
    );

    const rows: ScaleRow[] = [];
    for (const query of Object.keys(small.work)) {
      const { small: smallTiming, large: largeTiming } = await measurePair(small.work[query]!, large.work[query]!);
      const ratioP99 = largeTiming.p99 / smallTiming.p99;
      rows.push({
        query,
        small: smallTiming,
        large: largeTiming,
        ratioP50: largeTiming.p50 / smallTiming.p50,
        ratioP99,
        meetsGoal: ratioP99 <= GOAL_RATIO,
      });
      console.log(
        `  ${query.padEnd(58)} p99 ${fixed(smallTiming.p99, 2)} → ${fixed(largeTiming.p99, 2)} ms (${fixed(ratioP99, 2)}×), ` +
          `p50 ${fixed(smallTiming.p50, 2)} → ${fixed(largeTiming.p50, 2)} ms`,
      );
    }
    // Part of the difference is the page itself: on the large data every group is full.
    const [smallCards, largeCards] = await Promise.all(
      [small.database, large.database].map((database) => cardsOnLibraryPages(database)),
    );
    return { database: name, goalRatio: GOAL_RATIO, seedSeconds, rows, cardsSent: { small: smallCards, large: largeCards } };
  } finally {
    for (const handle of handles) await handle.close();
  }
}

export default async function main(): Promise<number> {
  const runs: ScaleRun[] = [];
  if (ONLY !== "postgres")
    runs.push(await benchmark("PGlite (in memory)", () => openDatabase({ kind: "pglite", dataDir: null })));

  const adminUrl = ONLY === "pglite" ? undefined : postgresAdminUrl();
  if (adminUrl) {
    runs.push(
      await benchmark(`PostgreSQL (${new URL(adminUrl).host})`, async () => {
        const scratch = await createScratchDatabase(adminUrl, "bench_scale");
        try {
          const handle = await openDatabase({ kind: "postgres", url: scratch.url });
          return {
            ...handle,
            async close() {
              await handle.close();
              await scratch.drop();
            },
          };
        } catch (error) {
          await scratch.drop();
          throw error;
        }
      }),
    );
  } else {
    console.log("\n(set DATABASE_URL or TEST_DATABASE_URL to run on PostgreSQL too)");
  }

  const volumes = `${VOLUMES.payments} payments, ${VOLUMES.students} students, ${VOLUMES.quizResponses} quiz responses, ${VOLUMES.libraryItems} library items`;
  for (const run of runs) {
    console.log(`\n${run.database}: small = demo data; large = demo data + ${volumes}`);
    const table = scaleTable(run);
    console.log(formatTable(table.header, table.rows));
    const { small, large } = run.cardsSent;
    console.log(
      `library cards sent, small → large: grouped view ${small.grouped} → ${large.grouped}, filtered view ${small.filtered} → ${large.filtered}`,
    );
  }
  console.log(`\nGoal (issue 9): large-data p99 within ${GOAL_RATIO}× of the small-data p99. Printed, not asserted.`);
  saveResult("scale", { iterations: ITERATIONS, warmup: WARMUP, volumes: VOLUMES, runs });
  return 0;
}
