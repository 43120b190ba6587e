import { asc, count, ilike, or } from "drizzle-orm";
import { STUDENTS_PAGE_SIZE } from "~/domain/admin/batch-assignment";
import type { Database } from "../db/client.server";
import { studentMasterTable } from "../db/schema";
import { logger } from "../logger.server";
import { containsPattern } from "./like-pattern.server";

export interface StudentRow {
  id: number;
  studentName: string;
  email: string;
  currentCourseName: string | null;
  batchId: string | null;
}

export interface StudentPage {
  students: StudentRow[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * spec 3 §7 "Students", one page at a time (issue 7: thousands of students): ordered by name, searched
 * case-insensitively on name, e-mail, course or batch. A failed read is logged and the list stays empty.
 */
export async function searchStudents(
  database: Database,
  { search, page }: { search: string; page: number },
): Promise<StudentPage> {
  const pattern = containsPattern(search);
  const where = search
    ? or(
        ilike(studentMasterTable.studentName, pattern),
        ilike(studentMasterTable.email, pattern),
        ilike(studentMasterTable.currentCourseName, pattern),
        ilike(studentMasterTable.batchId, pattern),
      )
    : undefined;
  try {
    const [{ total }] = (await database.select({ total: count() }).from(studentMasterTable).where(where)) as [{ total: number }];
    const pageCount = Math.max(1, Math.ceil(total / STUDENTS_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pageCount);
    const students = await database
      .select({
        id: studentMasterTable.id,
        studentName: studentMasterTable.studentName,
        email: studentMasterTable.email,
        currentCourseName: studentMasterTable.currentCourseName,
        batchId: studentMasterTable.batchId,
      })
      .from(studentMasterTable)
      .where(where)
      .orderBy(asc(studentMasterTable.studentName), asc(studentMasterTable.id))
      .limit(STUDENTS_PAGE_SIZE)
      .offset((current - 1) * STUDENTS_PAGE_SIZE);
    return { students, total, page: current, pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load students");
    return { students: [], total: 0, page: 1, pageCount: 1 };
  }
}
