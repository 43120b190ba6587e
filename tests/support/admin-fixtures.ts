// People and records for the integration tests: real accounts (an admin made like ADMIN_EMAIL does,
// students through the sign-up form) and rows in a real database. Route calls: ./route-calls.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { action as adminSignInAction } from "~/routes/admin/admin-sign-in";
import { action as signUpAction } from "~/routes/account/signup";
import { db } from "~/platform/db/database.server";
import { auditLog, batches } from "~/platform/db/schema";
import { ensureAdminAccount } from "~/platform/startup.server";
import { cookieOf, formPost, pageRequest, payloadOf, run, statusOf, type RouteFunction } from "./route-calls";

export function uniqueEmail(prefix = "user") {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** A student account made through the site's sign-up form; returns its session cookie. */
export async function signUpStudent(email = uniqueEmail("student"), password = "student-secret") {
  const response = await run(
    signUpAction,
    formPost("/signup", {
      name: "Sneha Iyer",
      email,
      mobile_no: "+91 98450 12376",
      age: "27",
      occupation: "Analyst",
      password,
      confirmPassword: password,
    }),
  );
  expect(response).toBeInstanceOf(Response);
  expect((response as Response).status).toBe(302);
  return { email, password, cookie: cookieOf(response) };
}

/** An admin account (as ADMIN_EMAIL/ADMIN_PASSWORD create one at start), signed in through the gate. */
export async function signInNewAdmin(email = uniqueEmail("admin"), password = "admin-secret-2026") {
  await ensureAdminAccount(await db(), { email, password });
  const response = await run(
    adminSignInAction,
    formPost("/admin/sign-in", { username: email, password, redirectTo: "/admin/sessions" }),
  );
  expect(statusOf(response)).toBe(302);
  return { email, password, cookie: cookieOf(response) };
}

/** The audit rows of one row of a table, oldest first. */
export async function auditTrailOf(tableName: string, rowId: string | number) {
  const database = await db();
  return database
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, tableName), eq(auditLog.rowId, String(rowId))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.action));
}

/**
 * Batches the test's forms name (the admin screens refuse a batch ID that is not a batch). Made directly in
 * the database, as the demo seed or the migration's backfill would; existing ones are left as they are.
 */
export async function ensureBatches(batchIds: string[], course = "Agentic AI") {
  const database = await db();
  await database
    .insert(batches)
    .values(batchIds.map((id) => ({ id, course, startDate: "2026-04-04", capacity: 30 })))
    .onConflictDoNothing();
}

/** Before the tests: a new admin, signed in; the tests read its e-mail and cookie once they run. */
export function useNewAdmin() {
  const admin = { email: "", password: "", cookie: "" };
  beforeAll(async () => {
    Object.assign(admin, await signInNewAdmin());
  });
  return admin;
}

/** Before the tests: a signed-in admin (handed to `signedIn`) and the batches the forms name; posts and loads as that admin. */
export function useSignedInAdmin(
  batchIds: string[],
  signedIn: (admin: { email: string; password: string; cookie: string }) => void,
) {
  let cookie = "";
  beforeAll(async () => {
    const admin = await signInNewAdmin();
    cookie = admin.cookie;
    signedIn(admin);
    await ensureBatches(batchIds);
  });
  return {
    post: (action: RouteFunction, path: string, fields: Record<string, string>) =>
      run(action, formPost(path, fields, { cookie })),
    load: async (loader: RouteFunction, path: string, params: Record<string, string> = {}) =>
      payloadOf(await run(loader, pageRequest(path, cookie), params)),
  };
}
