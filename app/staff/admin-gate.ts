import { z } from "zod";

// spec 3 §2.2: the gate shown in place of every admin screen to anyone who is not an admin.
export const ADMIN_GATE_TEXT = {
  title: "Admin Access Required",
  username: "Admin Username",
  password: "Admin Password",
  submit: "Access Admin Panel",
  busy: "Authenticating...",
  invalid: "Invalid admin credentials",
} as const;

export const ADMIN_LOGIN_DELAY_MS = 500; // spec 3 §9

const AdminGateSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(254).pipe(z.email()),
  password: z.string().min(1).max(128),
});

export type AdminCredentials = z.output<typeof AdminGateSchema>;

/** The gate's two fields; null when one is missing or cannot be an admin's (the answer is then the same failure). */
export function readAdminCredentials(values: { username?: unknown; password?: unknown }): AdminCredentials | null {
  const result = AdminGateSchema.safeParse({
    username: typeof values.username === "string" ? values.username : "",
    password: typeof values.password === "string" ? values.password : "",
  });
  return result.success ? result.data : null;
}

/** Where the gate sends the admin after signing in: back to the admin screen it was shown on. */
export function adminReturnPath(value: unknown): string {
  if (typeof value !== "string" || !/^\/admin(\/[A-Za-z0-9\-_/]*)?(\?[^#]*)?$/.test(value) || value.includes("//")) {
    return "/admin/sessions";
  }
  return value;
}
