import { createHash, randomBytes } from "node:crypto";

/** A new invitation token: 256 random bits, URL-safe. Only its hash is stored. */
export function newInvitationToken() {
  return randomBytes(32).toString("base64url");
}

/** What admin_invitations keeps of a token: its SHA-256, hex. A fast hash is enough for 256 random bits. */
export function hashInvitationToken(token: string) {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function invitationPath(token: string) {
  return `/admin/invitations/${encodeURIComponent(token)}`;
}
