import { describe, expect, it } from "vitest";
import { backupFileName, backupsToPrune, parseBackupTime, parseManifest, scheduledBackupDay } from "./backup-files";

describe("backup files", () => {
  it("names a backup by its time, schema version and format", () => {
    const takenAt = new Date("2026-11-29T19:13:05.123Z");
    expect(backupFileName({ database: "postgres", takenAt, schemaVersion: "0034_operations" })).toBe(
      "academy-20261129T191305Z-0034_operations.pgdump",
    );
    expect(backupFileName({ database: "pglite", takenAt, schemaVersion: "0034_operations" })).toBe(
      "academy-20261129T191305Z-0034_operations.pglite.tar.gz",
    );
  });

  it("reads only a manifest of ours", () => {
    const manifest = {
      format: "academy-backup/1",
      database: "pglite",
      takenAt: "2026-11-29T19:13:05.123Z",
      schemaVersion: "0034_operations",
      sha256: "a".repeat(64),
      bytes: 10,
    };
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(parseManifest(JSON.stringify({ ...manifest, sha256: "xyz" }))).toBeNull();
    expect(parseManifest(JSON.stringify({ ...manifest, database: "mysql" }))).toBeNull();
    expect(parseManifest("not json")).toBeNull();
  });

  it("takes BACKUP_TIME as HH:MM only", () => {
    expect(parseBackupTime("02:30")).toBe("02:30");
    expect(() => parseBackupTime("2:30")).toThrow(/HH:MM/);
    expect(() => parseBackupTime("24:00")).toThrow(/HH:MM/);
  });

  it("makes the day's backup due from its India time on", () => {
    // 02:30 in India is 21:00 UTC the day before.
    expect(scheduledBackupDay(new Date("2026-11-29T20:59:59Z"), "02:30")).toBeNull();
    expect(scheduledBackupDay(new Date("2026-11-29T21:00:00Z"), "02:30")).toBe("2026-11-30");
    expect(scheduledBackupDay(new Date("2026-11-30T18:29:59Z"), "02:30")).toBe("2026-11-30");
    expect(scheduledBackupDay(new Date("2026-11-30T18:30:00Z"), "02:30")).toBeNull();
  });

  it("prunes the oldest backups beyond the number kept, and nothing else", () => {
    const names = [
      "academy-20261129T210000Z-0034_operations.pgdump",
      "academy-20261127T210000Z-0034_operations.pgdump",
      "academy-20261128T210000Z-0034_operations.pgdump",
      "academy-20261128T210000Z-0034_operations.pgdump.json",
      "notes.txt",
    ];
    expect(backupsToPrune(names, 2)).toEqual(["academy-20261127T210000Z-0034_operations.pgdump"]);
    expect(backupsToPrune(names, 5)).toEqual([]);
  });
});
