// A failed query's values never reach the log: Drizzle puts them in its message and `params`, PGlite in `params`,
// PostgreSQL in `detail` ("Key (email)=(…) already exists") and in a data error's message. Real queries against a
// real database, logged by a logger made as the server's is (createLogger), whose lines are captured.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authUser, authVerification, emailOutbox } from "~/platform/db/schema";
import { createLogger } from "~/platform/logger.server";
import { useFreshDatabase } from "../support/test-database";

/** A logger like the server's, writing its JSON lines into `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { log: createLogger(sink, "info"), lines };
}

async function failureOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error("the query was expected to fail");
}

describe("database errors in the log", () => {
  const testDb = useFreshDatabase();

  it("a query refused for a bad value logs the SQL and the database's reason, not the value", async () => {
    const resetToken = `ResetToken${Date.now()}xyz`;
    const error = await failureOf(testDb.db.select().from(emailOutbox).where(eq(emailOutbox.id, resetToken)));
    // What the error carries before it is logged: the secret, in several places.
    expect(String((error as Error).message)).toContain(resetToken);

    const { log, lines } = capturedLogger();
    log.error({ err: error }, "reset link could not be checked");

    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(resetToken);
    const entry = JSON.parse(lines[0]!) as { err: { message: string; stack: string; query?: string } };
    expect(entry.err.message).toContain('Failed query: select "id", "to_address"');
    expect(entry.err.message).toContain("invalid input syntax for type uuid");
    expect(entry.err.stack).toContain("    at ");
  });

  it("a unique violation logs its constraint, not the row's values (params, detail)", async () => {
    const email = `secret.person.${Date.now()}@example.test`;
    const verificationValue = `VerificationValue${Date.now()}`;
    const row = { name: "Secret Person", email, emailVerified: false, createdAt: new Date(), updatedAt: new Date() };
    await testDb.db.insert(authUser).values({ id: `user-a-${Date.now()}`, ...row });
    const duplicate = await failureOf(testDb.db.insert(authUser).values({ id: `user-b-${Date.now()}`, ...row }));
    const verificationId = `verification-${Date.now()}`;
    const verification = { identifier: email, value: verificationValue, expiresAt: new Date(Date.now() + 60_000) };
    await testDb.db.insert(authVerification).values({ id: verificationId, ...verification });
    const twice = await failureOf(testDb.db.insert(authVerification).values({ id: verificationId, ...verification }));

    const { log, lines } = capturedLogger();
    log.error({ err: duplicate }, "sign-up failed");
    log.warn({ err: twice, requestId: "r-1" }, "password reset failed");
    // An error that wraps the database's (as better-auth's and our own do) is cleaned all the way down.
    log.error({ err: new Error("sign-up rolled back", { cause: duplicate }) }, "sign-up rolled back");

    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain(verificationValue);
      expect(line).not.toMatch(/"params"|"detail"/);
    }
    const [first, second, wrapped] = lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
    expect(JSON.stringify(first!.err)).toMatch(/auth_user_email_unique|duplicate key value violates unique constraint/);
    expect(second!.err.message).toContain('Failed query: insert into "auth_verification"');
    expect(wrapped!.err.message).toMatch(/^sign-up rolled back: Failed query: insert into "auth_user"/);
    expect(wrapped!.err.stack).toContain("caused by: ");
  });

  it("errors that did not come from the database are logged as they are", () => {
    const { log, lines } = capturedLogger();
    log.warn({ err: new Error("the provider answered 502") }, "refund not acknowledged");
    log.info({ err: "a string" }, "odd");
    expect(JSON.parse(lines[0]!)).toMatchObject({ err: { type: "Error", message: "the provider answered 502" } });
    expect(JSON.parse(lines[1]!)).toMatchObject({ err: "a string" });
  });
});
