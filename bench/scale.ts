// `npm run bench:scale`: the dashboard and library server functions on the demo data, then again after
// bulk-seeding 100 000 payments, 10 000 students, 50 000 quiz responses and 5 000 library items. Prints p50/p99
// of each and the ratio of the large-data p99 to the small-data p99 (goal: within 2×, printed, not asserted).
// Runs on in-memory PGlite, and on a fresh PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL is set.
// Then the trials of the fixes proposed for what regressed: a temporary index (created for one measurement,
// then dropped) or, where no index helps, the proposed query itself. The schema is never changed.
// Options: --iterations <n> (default 200) and --warmup-calls <n> (default 20) calls per query; sequential calls,
// so the figures are each query's own latency, not throughput. --explain prints the plans of the trials.
import { performance } from "node:perf_hooks";
import { eq, sql, type SQL } from "drizzle-orm";
import {
  LIBRARY_CATEGORIES,
  LIBRARY_TYPES,
  MAX_ITEMS_PER_CATEGORY,
  MAX_NEWSLETTERS,
  parseLibraryFilters,
} from "~/domain/library-catalogue";
import type { SessionUser } from "~/server/auth/session.server";
import { openDatabase, queryRows, type Database, type DatabaseHandle } from "~/server/db/client.server";
import { useDatabase } from "~/server/db/database.server";
import { authUser } from "~/server/db/schema";
import { loadStudentDashboard } from "~/server/dashboard/load-student-dashboard.server";
import { libraryVisitor } from "~/server/library/library-visitor.server";
import { loadLibraryPage } from "~/server/library/load-library-page.server";
import { seedDemoData } from "~/server/seed/demo-data.server";
import { createScratchDatabase, fixed, flag, formatTable, option, percentile, postgresAdminUrl, saveResult } from "./lib/common";

const ITERATIONS = Number(option("iterations") ?? process.env.BENCH_SCALE_ITERATIONS ?? 200);
const WARMUP = Number(option("warmup-calls") ?? 20);
const GOAL_RATIO = 2;
const EXPLAIN = flag("explain");
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
  ratioP99: number;
  meetsGoal: boolean;
}

export interface TrialResult {
  change: string;
  query: string;
  before: Timing;
  after: Timing;
}

export interface ScaleRun {
  database: string;
  seedSeconds: number;
  rows: ScaleRow[];
  trials: TrialResult[];
}

async function measure(work: () => Promise<unknown>): Promise<Timing> {
  for (let index = 0; index < WARMUP; index++) await work();
  const durations: number[] = [];
  for (let index = 0; index < ITERATIONS; index++) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p99: percentile(durations, 0.99), mean: durations.reduce((a, b) => a + b, 0) / durations.length };
}

/** The server functions behind GET /dashboard and GET /library, called as their loaders call them. */
function queries(database: Database, student: SessionUser): Record<string, () => Promise<unknown>> {
  return {
    "dashboard (loadStudentDashboard)": () =>
      loadStudentDashboard(database, { user: student, now: new Date(), appUrl: APP_URL, showDebug: false }),
    // A signed-in reader without a student record: the lookup has to look at every student to say so.
    "library visitor tier, non-student (libraryVisitor)": () => libraryVisitor(database, { email: SIGNED_IN_READER }),
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
      payment_status, payment_date, payment_time, referred_by_email, razorpay_order_id, checkout_key, created_at, updated_at)
    select 'bulk_user_' || s, 'Bulk Student ' || s, ${email("s")}, '98' || lpad(s::text, 8, '0'),
      (array['Agentic AI', 'Vibe Coding', 'Python for ML & AI', 'Quantum Computing'])[1 + g % 4], '1 Month',
      case when s % 5 = 0 then 'US' else 'India' end, case when s % 5 = 0 then 'USD' else 'INR' end,
      4999, 499900,
      (array['success', 'success', 'success', 'success', 'success', 'success', 'success', 'pending', 'failed', 'cancelled'])[1 + g % 10],
      (now() - g * interval '5 minutes')::date, localtime(0),
      case when g % 10 = 0 then ${email(`(s % ${students}) + 1`)} end,
      'order_bulk_' || g, 'bulk_checkout_' || g, now() - g * interval '5 minutes', now()
    from generate_series(1, ${payments}::int) g, lateral (select (g % ${sql.raw(String(students))}) + 1 as s) student`);
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
    LIBRARY_CATEGORIES[type].length > 0 ? LIBRARY_CATEGORIES[type].map((category): [string, string | null] => [type, category]) : [[type, null]],
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

/**
 * Fixes proposed for the regressions above, each measured on the large data against the figure it should
 * improve. An index is created for the time of the measurement and dropped; nothing here changes the schema.
 */
interface Trial {
  change: string;
  setup?: SQL;
  teardown?: SQL;
  /** Which measured query it should improve, and how the query runs with the change. */
  query: string;
  run: (database: Database, student: SessionUser) => () => Promise<unknown>;
  /** The statement that changes, as the app sends it: its plan is printed before and after with --explain. */
  explain?: SQL;
}

const sameQuery = (query: string) => (database: Database, student: SessionUser) => queries(database, student)[query]!;

const TRIALS: Trial[] = [
  {
    // libraryVisitor looks the student up by lower(email): the unique index on email cannot serve it.
    change: "index student_master_table (lower(email))",
    setup: sql`create index bench_trial_student_lower_email on student_master_table (lower(email))`,
    teardown: sql`drop index bench_trial_student_lower_email`,
    query: "library visitor tier, non-student (libraryVisitor)",
    run: sameQuery("library visitor tier, non-student (libraryVisitor)"),
    explain: sql`select id from student_master_table where lower(email) = ${SIGNED_IN_READER} limit 1`,
  },
  {
    // The grouped view shows at most 5 items per category (20 newsletters) but reads every row of the table.
    // Not an index: the page's query would ask the database for the first rows of each group only.
    change: "query: the first rows of each (type, category) group, with each group's count",
    query: "library grouped view (loader: visitor + loadLibraryPage)",
    run: (database, student) => async () => {
      await libraryVisitor(database, student);
      return Promise.all([
        queryRows(
          database,
          sql`select groups.in_group, item.*
              from (select publication_type, category, count(*) as in_group from library group by publication_type, category) groups
              cross join lateral (
                select * from library
                where library.publication_type = groups.publication_type and library.category is not distinct from groups.category
                order by update_date desc, title
                limit case when groups.publication_type = 'Newsletter' then ${MAX_NEWSLETTERS}::int else ${MAX_ITEMS_PER_CATEGORY}::int end
              ) item
              order by item.update_date desc, item.title`,
        ),
        queryRows(
          database,
          sql`select count(*) as total,
                count(*) filter (where publication_type in ('Book', 'Article')) as books_and_articles,
                count(*) filter (where publication_type in ('Project', 'GitHub')) as projects_and_repos,
                count(*) filter (where access = 'Anyone') as free_for_everyone
              from library`,
        ),
      ]);
    },
  },
];

async function printPlan(database: Database, title: string, statement: SQL) {
  const plan = await queryRows<Record<string, string>>(database, sql`explain (analyze, costs off, timing off) ${statement}`);
  console.log(`    plan ${title}:\n${plan.map((row) => `      ${Object.values(row)[0]}`).join("\n")}`);
}

async function benchmark(name: string, handle: DatabaseHandle): Promise<ScaleRun> {
  const database = handle.db;
  useDatabase(handle); // better-auth (used by the demo seed) works on the process-wide database
  await seedDemoData(database);
  const [account] = await database.select().from(authUser).where(eq(authUser.email, DEMO_STUDENT_EMAIL));
  if (!account) throw new Error("the demo student was not seeded");
  const student: SessionUser = { id: account.id, email: account.email, name: account.name, role: account.role };
  const work = queries(database, student);

  console.log(`\n${name}: demo data; ${WARMUP} warm-up + ${ITERATIONS} timed calls per query, one at a time`);
  const small: Record<string, Timing> = {};
  for (const [query, run] of Object.entries(work)) {
    small[query] = await measure(run);
    console.log(`  ${query.padEnd(58)} p50 ${fixed(small[query].p50, 2)} ms  p99 ${fixed(small[query].p99, 2)} ms`);
  }

  const seedStarted = performance.now();
  await bulkSeed(database);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const [counts] = await queryRows<Record<string, number>>(
    database,
    sql`select (select count(*)::int from payments) as payments, (select count(*)::int from student_master_table) as students,
      (select count(*)::int from quiz_responses) as quiz_responses, (select count(*)::int from library) as library_items`,
  );
  console.log(`  bulk seed in ${seedSeconds.toFixed(1)} s: ${Object.entries(counts!).map(([key, value]) => `${key}=${value}`).join(" ")}`);

  const rows: ScaleRow[] = [];
  for (const [query, run] of Object.entries(work)) {
    const large = await measure(run);
    const ratioP99 = large.p99 / small[query]!.p99;
    rows.push({ query, small: small[query]!, large, ratioP99, meetsGoal: ratioP99 <= GOAL_RATIO });
    console.log(`  ${query.padEnd(58)} p50 ${fixed(large.p50, 2)} ms  p99 ${fixed(large.p99, 2)} ms  (${fixed(ratioP99, 2)}× small)`);
  }

  const trials: TrialResult[] = [];
  for (const trial of TRIALS) {
    // Measured again without the change right before, so both figures share the machine's current load.
    const before = await measure(work[trial.query]!);
    if (EXPLAIN && trial.explain) await printPlan(database, "without it", trial.explain);
    if (trial.setup) {
      await database.execute(trial.setup);
      await database.execute(sql`analyze`);
    }
    try {
      if (EXPLAIN && trial.explain) await printPlan(database, `with ${trial.change}`, trial.explain);
      const after = await measure(trial.run(database, student));
      trials.push({ change: trial.change, query: trial.query, before, after });
      console.log(`  ${trial.change}: ${trial.query} p99 ${fixed(before.p99, 2)} → ${fixed(after.p99, 2)} ms`);
    } finally {
      if (trial.teardown) await database.execute(trial.teardown);
    }
  }
  return { database: name, seedSeconds, rows, trials };
}

export function scaleTable(run: ScaleRun) {
  return formatTable(
    ["query", "small p50", "small p99", "large p50", "large p99", "p99 ratio", "goal", "met"],
    run.rows.map((row) => [
      row.query,
      `${fixed(row.small.p50, 2)} ms`,
      `${fixed(row.small.p99, 2)} ms`,
      `${fixed(row.large.p50, 2)} ms`,
      `${fixed(row.large.p99, 2)} ms`,
      `${fixed(row.ratioP99, 2)}×`,
      `≤ ${GOAL_RATIO}×`,
      row.meetsGoal ? "yes" : "no",
    ]),
  );
}

export function trialTable(run: ScaleRun) {
  return formatTable(
    ["proposed change (temporary)", "query", "p50 before", "p99 before", "p50 after", "p99 after"],
    run.trials.map((trial) => [
      trial.change,
      trial.query,
      `${fixed(trial.before.p50, 2)} ms`,
      `${fixed(trial.before.p99, 2)} ms`,
      `${fixed(trial.after.p50, 2)} ms`,
      `${fixed(trial.after.p99, 2)} ms`,
    ]),
  );
}

export default async function main(): Promise<number> {
  const runs: ScaleRun[] = [];
  if (ONLY !== "postgres") {
    const pglite = await openDatabase({ kind: "pglite", dataDir: null });
    try {
      runs.push(await benchmark("PGlite (in memory)", pglite));
    } finally {
      await pglite.close();
    }
  }

  const adminUrl = ONLY === "pglite" ? undefined : postgresAdminUrl();
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "bench_scale");
    try {
      const handle = await openDatabase({ kind: "postgres", url: scratch.url });
      try {
        runs.push(await benchmark(`PostgreSQL (${new URL(adminUrl).host})`, handle));
      } finally {
        await handle.close();
      }
    } finally {
      await scratch.drop();
    }
  } else {
    console.log("\n(set DATABASE_URL or TEST_DATABASE_URL to run on PostgreSQL too)");
  }

  const volumes = `${VOLUMES.payments} payments, ${VOLUMES.students} students, ${VOLUMES.quizResponses} quiz responses, ${VOLUMES.libraryItems} library items`;
  for (const run of runs) {
    console.log(`\n${run.database}: small = demo data; large = demo data + ${volumes}`);
    console.log(scaleTable(run));
    if (run.trials.length > 0) console.log(`\n${trialTable(run)}`);
  }
  console.log(`\nGoal (issue 9): large-data p99 within ${GOAL_RATIO}× of the small-data p99. Printed, not asserted.`);
  saveResult("scale", { iterations: ITERATIONS, warmup: WARMUP, volumes: VOLUMES, runs });
  return 0;
}
