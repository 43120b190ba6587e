-- docs/decisions/0020-email-verification.md: e-mail verification starts with this release. Accounts that
-- already exist count as verified when they have already proved the address some other way: admins (the
-- operator chose the address), and accounts with a successful payment made while signed in to that account
-- with that address. Everyone else verifies through the dashboard's 'Resend verification email'.
UPDATE "auth_user" SET "email_verified" = true
WHERE "email_verified" = false
  AND (
    "role" = 'admin'
    OR EXISTS (
      SELECT 1 FROM "payments"
      WHERE "payments"."user_id" = "auth_user"."id"
        AND lower("payments"."email") = lower("auth_user"."email")
        AND "payments"."payment_status" = 'success'
    )
  );
