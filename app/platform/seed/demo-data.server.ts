import { and, eq, inArray, sql } from "drizzle-orm";
import { getAuth } from "~/accounts/index.server";
import type { Database } from "../db/client.server";
import {
  aispotMaster,
  assignments,
  authUser,
  batches,
  batchInstructors,
  batchSessionLinks,
  certificates,
  classAnnouncements,
  contactSubmissions,
  handIns,
  leadGenResponses,
  library,
  payments,
  quizResponses,
  referralCredits,
  sessionMasterTable,
  studentMasterTable,
  users,
} from "../db/schema";
import { logger } from "../logger.server";
import { demoBatches, demoBatchSessionLinks, demoSessions } from "./demo-classes";
import { DEMO_INSTRUCTOR, demoClassroomRows } from "./demo-classroom";
import { demoContactSubmissions, demoLeadGenResponses } from "./demo-enquiries";
import { demoLibraryItems } from "./demo-library";
import { demoQuizResponses, demoSpots } from "./demo-spots";
import { DEMO_ACCOUNTS, DEMO_STUDENT, demoStudentRows } from "./demo-students";

const SIGN_IN_ACCOUNTS = [...DEMO_ACCOUNTS, DEMO_INSTRUCTOR];

// Serialises seeding when several servers start at once against one PostgreSQL.
const SEED_LOCK_ID = 727_002;

/**
 * Loads demo content. Idempotent (fixed ids or natural keys, inserted only when missing), so it runs at every start;
 * dates come from the first run, so a fresh demo has recent payments and past and upcoming sessions.
 */
export async function seedDemoData(database: Database) {
  const now = new Date();
  // Outside the transaction: better-auth writes through its own handle, and PGlite has one connection.
  const userIds = await ensureDemoAccounts(database);
  const people = demoStudentRows({ today: now, userIds });
  const instructorId = userIds[DEMO_INSTRUCTOR.email]!;
  const classroom = demoClassroomRows({ today: now, instructorId, studentId: userIds[DEMO_STUDENT.email]! });

  await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_ID))})`);

    // First the batches: every other demo row that names a batch names one of these.
    await tx.insert(batches).values(demoBatches(now)).onConflictDoNothing();
    await tx.insert(users).values(people.profiles).onConflictDoNothing();
    await tx.insert(studentMasterTable).values(people.students).onConflictDoNothing();
    await tx.insert(payments).values(people.payments).onConflictDoNothing();
    await tx.insert(referralCredits).values(people.referralCredits).onConflictDoNothing();
    await tx.insert(certificates).values(people.certificates).onConflictDoNothing();

    // Session links have only a serial id: a batch gets its demo links while it has none at all,
    // so links an admin edited are never duplicated.
    const seededBatches = await tx
      .selectDistinct({ batchId: batchSessionLinks.batchId })
      .from(batchSessionLinks)
      .where(inArray(batchSessionLinks.batchId, Object.keys(demoBatchSessionLinks)));
    const batchesWithLinks = new Set(seededBatches.map((row) => row.batchId));
    const missingLinks = Object.entries(demoBatchSessionLinks)
      .filter(([batchId]) => !batchesWithLinks.has(batchId))
      .flatMap(([, links]) => links);
    if (missingLinks.length > 0) await tx.insert(batchSessionLinks).values(missingLinks);

    await tx.insert(sessionMasterTable).values(demoSessions(now)).onConflictDoNothing();
    await tx.insert(library).values(demoLibraryItems(now)).onConflictDoNothing();
    await tx.insert(aispotMaster).values(demoSpots(now)).onConflictDoNothing();
    await tx.insert(quizResponses).values(demoQuizResponses(now)).onConflictDoNothing();
    await tx.insert(leadGenResponses).values(demoLeadGenResponses(now)).onConflictDoNothing();
    await tx.insert(contactSubmissions).values(demoContactSubmissions(now)).onConflictDoNothing();

    // A new account is a student: the demo instructor is made one, unless an admin has given it another staff role.
    await tx
      .update(authUser)
      .set({ role: "instructor" })
      .where(and(eq(authUser.id, instructorId), eq(authUser.role, "student")));
    await tx.insert(batchInstructors).values(classroom.instructors).onConflictDoNothing();
    await tx.insert(assignments).values(classroom.assignments).onConflictDoNothing();
    await tx.insert(classAnnouncements).values(classroom.announcements).onConflictDoNothing();
    await tx.insert(handIns).values(classroom.handIns).onConflictDoNothing();
  });

  logger.info({ accounts: SIGN_IN_ACCOUNTS.map((account) => account.email) }, "demo data ready");
}

/** Creates the demo sign-in accounts through better-auth (hashed passwords); returns their ids by e-mail. */
async function ensureDemoAccounts(database: Database): Promise<Record<string, string>> {
  const emails = SIGN_IN_ACCOUNTS.map((account) => account.email);
  const findExisting = () =>
    database.select({ id: authUser.id, email: authUser.email }).from(authUser).where(inArray(authUser.email, emails));

  const existing = new Set((await findExisting()).map((row) => row.email));
  const missing = SIGN_IN_ACCOUNTS.filter((account) => !existing.has(account.email));
  if (missing.length > 0) {
    const auth = await getAuth();
    for (const account of missing) {
      try {
        await auth.api.signUpEmail({ body: { email: account.email, password: account.password, name: account.name } });
      } catch (error) {
        // Another server starting at the same moment may have created it; the lookup below decides.
        logger.debug({ err: error, email: account.email }, "demo account sign-up did not complete");
      }
    }
  }

  // Demo people stand for people who verified long ago: their dashboards show everything.
  await database.update(authUser).set({ emailVerified: true }).where(inArray(authUser.email, emails));
  const rows = await findExisting();
  const userIds = Object.fromEntries(rows.map((row) => [row.email, row.id]));
  for (const email of emails) {
    if (!userIds[email]) throw new Error(`Demo account ${email} could not be created`);
  }
  return userIds;
}
