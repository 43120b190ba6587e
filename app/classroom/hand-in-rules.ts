// What a student may hand in (an https link and/or one file of a listed type, at most 10 MB), how an instructor's
// scores are checked, and what a student's state on an assignment reads.
import { isSafeHttpsLink } from "./assignment-form";
import type { HandInStatus, RubricCriterion } from "./hand-ins";

export const MAX_HAND_IN_FILE_BYTES = 10 * 1024 * 1024;

/** The file types taken, by extension, with the type they are stored and served as. */
export const HAND_IN_FILE_TYPES = {
  pdf: "application/pdf",
  zip: "application/zip",
  ipynb: "application/x-ipynb+json",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
} as const;
type HandInExtension = keyof typeof HAND_IN_FILE_TYPES;

export const HAND_IN_TEXT = {
  handedIn: "Your work was handed in.",
  handedInLate: "Your work was handed in after the due date, so it is marked late.",
  empty: "Please add a link or a file to hand in.",
  linkNotHttps: "Please give a link that starts with https://",
  fileTooLarge: "The file is larger than 10 MB. Please make it smaller or share it as a link.",
  fileType: "Please hand in a PDF, ZIP, IPYNB, PNG or JPEG file.",
  fileContent: "The file's contents do not match its type. Please check the file and try again.",
  alreadyPassed: "This assignment is already passed; there is nothing more to hand in.",
  otherBatch: "This assignment is not one of your batch's.",
  enrolmentEnded: "Your enrolment in this batch was cancelled or refunded, so you can no longer hand in work.",
  notFound: "Assignment not found.",
} as const;

export const REVIEW_TEXT = {
  passed: "Review saved: passed.",
  needsRevision: "Review saved: needs revision.",
  scoreMissing: "Please give a score for every criterion.",
  scoreAboveMax: "A score is above its criterion's maximum.",
  decisionMissing: "Please choose passed or needs revision.",
  belowPassMark: "The score is below the pass mark, so this hand-in cannot be passed.",
  notLatest: "A newer version of this hand-in was handed in; review that one instead.",
  alreadyReviewed: "This hand-in was already reviewed.",
  notFound: "Hand-in not found.",
  feedbackTooLong: "Please shorten the feedback.",
} as const;

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/** The link of a hand-in: empty (none) or an absolute https address. */
export function checkHandInLink(raw: string): Check<string | null> {
  const link = raw.trim();
  if (!link) return { ok: true, value: null };
  if (link.length > 2000 || !isSafeHttpsLink(link)) return { ok: false, message: HAND_IN_TEXT.linkNotHttps };
  return { ok: true, value: link };
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Whether the first bytes fit the extension: PDF '%PDF', ZIP 'PK', PNG's signature, JPEG's SOI, a notebook's '{'. */
export function contentFitsExtension(extension: HandInExtension, firstBytes: Uint8Array): boolean {
  switch (extension) {
    case "pdf":
      return startsWith(firstBytes, [0x25, 0x50, 0x44, 0x46]);
    case "zip":
      return startsWith(firstBytes, [0x50, 0x4b]);
    case "png":
      return startsWith(firstBytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "jpg":
    case "jpeg":
      return startsWith(firstBytes, [0xff, 0xd8, 0xff]);
    case "ipynb": {
      // A notebook is JSON: an object, after any byte order mark or white space.
      const start = new TextDecoder()
        .decode(firstBytes.subarray(0, 64))
        .replace(/^\uFEFF/, "")
        .trimStart();
      return start.startsWith("{");
    }
  }
}

export interface HandInFileCheck {
  name: string;
  type: string;
  size: number;
}

/** A file by its name and size alone (before it is read): a listed extension, at most 10 MB. */
export function checkHandInFileName(file: {
  name: string;
  size: number;
}): Check<HandInFileCheck & { extension: HandInExtension }> {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !Object.hasOwn(HAND_IN_FILE_TYPES, extension)) return { ok: false, message: HAND_IN_TEXT.fileType };
  if (file.size > MAX_HAND_IN_FILE_BYTES) return { ok: false, message: HAND_IN_TEXT.fileTooLarge };
  const known = extension as HandInExtension;
  return {
    ok: true,
    value: { extension: known, name: safeFileName(file.name), type: HAND_IN_FILE_TYPES[known], size: file.size },
  };
}

/** A file by its name, size and first bytes; its stored type comes from the extension, never from the browser. */
export function checkHandInFile(file: { name: string; size: number; firstBytes: Uint8Array }): Check<HandInFileCheck> {
  const named = checkHandInFileName(file);
  if (!named.ok) return named;
  if (file.size === 0 || !contentFitsExtension(named.value.extension, file.firstBytes))
    return { ok: false, message: HAND_IN_TEXT.fileContent };
  const { extension: _extension, ...checked } = named.value;
  return { ok: true, value: checked };
}

/** A file name as kept: no folders, no control characters, at most 200 characters (the extension kept). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (cleaned.length <= 200) return cleaned || "hand-in";
  const extension = /\.[a-z0-9]+$/i.exec(cleaned)?.[0] ?? "";
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** Content-Disposition for a download: an ASCII fallback name and the real one in RFC 5987's filename*. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_") || "hand-in";
  // RFC 5987's attr-char leaves out ' ( ) * as well, which encodeURIComponent keeps.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type ReviewDecision = "passed" | "needs-revision";

/** An instructor's review: a whole score from 0 to each criterion's maximum, feedback, and passed (score ≥ pass mark). */
export function checkReview(
  form: Record<string, unknown>,
  assignment: { rubric: readonly RubricCriterion[]; passMark: number },
): Check<{ scores: number[]; score: number; feedback: string; decision: ReviewDecision }> {
  const scores: number[] = [];
  for (const [index, criterion] of assignment.rubric.entries()) {
    const raw = typeof form[`score_${index}`] === "string" ? (form[`score_${index}`] as string).trim() : "";
    if (!/^\d{1,7}$/.test(raw)) return { ok: false, message: REVIEW_TEXT.scoreMissing };
    const score = Number(raw);
    if (score > criterion.maxPoints) return { ok: false, message: REVIEW_TEXT.scoreAboveMax };
    scores.push(score);
  }
  const decision = form.decision;
  if (decision !== "passed" && decision !== "needs-revision") return { ok: false, message: REVIEW_TEXT.decisionMissing };
  const feedback = typeof form.feedback === "string" ? form.feedback.replace(/\0/g, "").trim() : "";
  if (feedback.length > 10_000) return { ok: false, message: REVIEW_TEXT.feedbackTooLong };
  const score = scores.reduce((total, value) => total + value, 0);
  if (decision === "passed" && score < assignment.passMark) return { ok: false, message: REVIEW_TEXT.belowPassMark };
  return { ok: true, value: { scores, score, feedback, decision } };
}

/** A student's state on one assignment, from their newest hand-in. */
export type AssignmentState =
  | { kind: "not-submitted" }
  | { kind: "submitted"; late: boolean }
  | { kind: "needs-revision"; score: number | null }
  | { kind: "passed"; score: number; total: number };

export function assignmentState(
  latest: { status: HandInStatus; late: boolean; score: number | null } | null,
  total: number,
): AssignmentState {
  if (!latest) return { kind: "not-submitted" };
  if (latest.status === "passed") return { kind: "passed", score: latest.score ?? 0, total };
  if (latest.status === "needs-revision") return { kind: "needs-revision", score: latest.score };
  return { kind: "submitted", late: latest.late };
}

/** The words a student (and the gradebook) reads for a state. */
export function assignmentStateLabel(state: AssignmentState): string {
  switch (state.kind) {
    case "not-submitted":
      return "Not submitted";
    case "submitted":
      return state.late ? "Submitted late" : "Submitted";
    case "needs-revision":
      return "Needs revision";
    case "passed":
      return `Passed (${state.score}/${state.total})`;
  }
}

/** A hand-in is late when it arrives after the due instant. */
export const isLate = (submittedAt: Date, dueAt: Date) => submittedAt.getTime() > dueAt.getTime();
