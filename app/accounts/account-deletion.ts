// What replaces a person's details in the rows kept for the accounts
// (docs/decisions/0030-account-self-service.md).

export const DELETED_USER_NAME = "Deleted user";

/**
 * The name, e-mail and mobile written over a deleted account's payments. The address is unique per account, so
 * an accountant can still see which payments belonged together, and it can never reach anyone (RFC 2606 `.invalid`).
 */
export function anonymisedIdentity(accountId: string) {
  const safeId = accountId.toLowerCase().replace(/[^a-z0-9-]/g, "");
  return { name: DELETED_USER_NAME, email: `deleted-${safeId}@deleted.invalid`, mobile: "" };
}
