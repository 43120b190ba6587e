// An assignment as an instructor sets it (title, brief, due date in India time, rubric, pass mark), an announcement,
// and how a brief is shown: escaped text whose https links become anchors and whose line breaks stay.
import { parseIndiaDateTime, withoutNulCharacters } from "~/platform";
import type { RubricCriterion } from "./hand-ins";

export const MAX_RUBRIC_CRITERIA = 10;
export const MAX_CRITERION_POINTS = 1000;

export const ASSIGNMENT_TEXT = {
  created: "Assignment created.",
  titleRequired: "Please give the assignment a title.",
  briefRequired: "Please write the assignment's brief.",
  dueRequired: "Please give a valid due date and time (IST).",
  rubricEmpty: "Please give the rubric at least one criterion with a name and its maximum points.",
  rubricTooLong: `A rubric has at most ${MAX_RUBRIC_CRITERIA} criteria.`,
  criterionIncomplete: "Each criterion needs a name and its maximum points.",
  criterionPoints: `A criterion's maximum points are a whole number from 1 to ${MAX_CRITERION_POINTS}.`,
  passMarkInvalid: "Please give the pass mark as a whole number of points.",
  passMarkAboveTotal: "The pass mark cannot be above the rubric's total.",
  tooLong: "Please shorten this entry",
} as const;

export const ANNOUNCEMENT_TEXT = {
  posted: "Announcement posted and e-mailed to the batch.",
  titleRequired: "Please give the announcement a title.",
  bodyRequired: "Please write the announcement.",
  tooLong: "Please shorten this entry",
} as const;

export interface AssignmentInput {
  title: string;
  brief: string;
  dueAt: Date;
  required: boolean;
  rubric: RubricCriterion[];
  passMark: number;
}

export interface AnnouncementInput {
  title: string;
  body: string;
}

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

const text = (value: unknown) => (typeof value === "string" ? withoutNulCharacters(value).trim() : "");
const wholeNumber = (value: string) => (/^\d{1,7}$/.test(value) ? Number(value) : null);

/** The rubric's form fields: `criterion_name_N` and `criterion_points_N` for N = 1…10; blank rows are left out. */
export const criterionFields = (row: number) => ({ name: `criterion_name_${row}`, points: `criterion_points_${row}` });

/** A rubric of 1 to 10 criteria, each with a name and whole maximum points from 1 to 1000. */
export function checkRubric(rows: readonly { name: string; points: string }[]): Check<RubricCriterion[]> {
  const filled = rows
    .map((row) => ({ name: row.name.trim(), points: row.points.trim() }))
    .filter((row) => row.name || row.points);
  if (filled.length === 0) return { ok: false, message: ASSIGNMENT_TEXT.rubricEmpty };
  if (filled.length > MAX_RUBRIC_CRITERIA) return { ok: false, message: ASSIGNMENT_TEXT.rubricTooLong };
  const rubric: RubricCriterion[] = [];
  for (const row of filled) {
    if (!row.name || !row.points) return { ok: false, message: ASSIGNMENT_TEXT.criterionIncomplete };
    if (row.name.length > 200) return { ok: false, message: ASSIGNMENT_TEXT.tooLong };
    const points = wholeNumber(row.points);
    if (points === null || points < 1 || points > MAX_CRITERION_POINTS)
      return { ok: false, message: ASSIGNMENT_TEXT.criterionPoints };
    rubric.push({ name: row.name, maxPoints: points });
  }
  return { ok: true, value: rubric };
}

export const rubricTotal = (rubric: readonly RubricCriterion[]) =>
  rubric.reduce((total, criterion) => total + criterion.maxPoints, 0);

/** The assignment form as posted (`required` is a checkbox: "on" when ticked). */
export function checkAssignmentForm(form: Record<string, unknown>): Check<AssignmentInput> {
  const title = text(form.title);
  const brief = text(form.brief);
  if (!title) return { ok: false, message: ASSIGNMENT_TEXT.titleRequired };
  if (title.length > 200) return { ok: false, message: ASSIGNMENT_TEXT.tooLong };
  if (!brief) return { ok: false, message: ASSIGNMENT_TEXT.briefRequired };
  if (brief.length > 20_000) return { ok: false, message: ASSIGNMENT_TEXT.tooLong };
  const dueAt = parseIndiaDateTime(text(form.due_at));
  if (!dueAt) return { ok: false, message: ASSIGNMENT_TEXT.dueRequired };
  const rows = Array.from({ length: MAX_RUBRIC_CRITERIA + 1 }, (_, index) => {
    const fields = criterionFields(index + 1);
    return { name: text(form[fields.name]), points: text(form[fields.points]) };
  });
  const rubric = checkRubric(rows);
  if (!rubric.ok) return rubric;
  const passMark = wholeNumber(text(form.pass_mark));
  if (passMark === null) return { ok: false, message: ASSIGNMENT_TEXT.passMarkInvalid };
  if (passMark > rubricTotal(rubric.value)) return { ok: false, message: ASSIGNMENT_TEXT.passMarkAboveTotal };
  return { ok: true, value: { title, brief, dueAt, required: form.required === "on", rubric: rubric.value, passMark } };
}

export function checkAnnouncementForm(form: Record<string, unknown>): Check<AnnouncementInput> {
  const title = text(form.title);
  const body = text(form.body);
  if (!title) return { ok: false, message: ANNOUNCEMENT_TEXT.titleRequired };
  if (!body) return { ok: false, message: ANNOUNCEMENT_TEXT.bodyRequired };
  if (title.length > 200 || body.length > 10_000) return { ok: false, message: ANNOUNCEMENT_TEXT.tooLong };
  return { ok: true, value: { title, body } };
}

/** A piece of a brief as shown: plain text (React escapes it), an https link, or a line break. */
export type BriefPart = { kind: "text"; text: string } | { kind: "link"; href: string } | { kind: "break" };

const HTTPS_LINK = /https:\/\/[^\s<>"']+/g;
// Punctuation that ends a sentence is not part of the link before it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** A brief (or announcement) as parts: only https links become anchors; nothing is ever read as markup. */
export function briefParts(brief: string): BriefPart[] {
  const parts: BriefPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += value;
    else parts.push({ kind: "text", text: value });
  };
  brief
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .forEach((line, index) => {
      if (index > 0) parts.push({ kind: "break" });
      let position = 0;
      for (const match of line.matchAll(HTTPS_LINK)) {
        const href = match[0].replace(TRAILING_PUNCTUATION, "");
        pushText(line.slice(position, match.index));
        if (isSafeHttpsLink(href)) parts.push({ kind: "link", href });
        else pushText(href);
        position = match.index + href.length;
      }
      pushText(line.slice(position));
    });
  return parts;
}

/** An absolute https address with a host. */
export function isSafeHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !/\s/.test(value);
  } catch {
    return false;
  }
}
