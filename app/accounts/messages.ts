// The student dashboard's messages (spec 1 §8), word for word.
export const DASHBOARD_MESSAGES = {
  profileFailed: "Failed to create user profile",
  studentFailed: "Failed to load student information",
  dataFailed: "Failed to load dashboard data",
} as const;

/** The fallback profile's name (spec 1 §3): the part of the e-mail before '@'. */
export function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}
