// spec 3 §4 "Library item access levels" and §6: who may open a library item, and what its button
// says and does otherwise. The server decides with this before it sends a URL or follows one.

/**
 * anonymous: not signed in; signed-in: an account without a student record; enrolled: a student record for the e-mail;
 * paused: enrolled, but an instalment is unpaid past the grace period, so the Enrolled tier is held until it is paid.
 */
export type LibraryVisitor = "anonymous" | "signed-in" | "enrolled" | "paused";

export type LibraryButton =
  /** The visitor may open the item: its URL opens in a new tab. */
  | { kind: "open"; label: "Download" }
  /** Not allowed yet: the button leads to sign-in, sign-up or the courses page. */
  | { kind: "redirect"; label: "Sign In to Download" | "Enroll to Access"; to: "/signin" | "/signup" | "/courses" }
  /** Enrolled, access paused: the dashboard, where the unpaid instalment is paid. */
  | { kind: "redirect"; label: typeof PAUSED_LABEL; to: "/dashboard" }
  /** Not allowed and nothing to do about it here: a disabled button. */
  | { kind: "disabled"; label: "Enroll to Access" | "Restricted" };

export const OPEN_LABEL = "Download";
export const PAUSED_LABEL = "Access paused: Pay now";

export function libraryButton(access: string, visitor: LibraryVisitor): LibraryButton {
  switch (access) {
    case "Anyone":
      return { kind: "open", label: OPEN_LABEL };
    case "Signed Up User":
      return visitor === "anonymous"
        ? { kind: "redirect", label: "Sign In to Download", to: "/signin" }
        : { kind: "open", label: OPEN_LABEL };
    case "Enrolled Student":
      if (visitor === "enrolled") return { kind: "open", label: OPEN_LABEL };
      if (visitor === "paused") return { kind: "redirect", label: PAUSED_LABEL, to: "/dashboard" };
      return { kind: "redirect", label: "Enroll to Access", to: visitor === "signed-in" ? "/courses" : "/signup" };
    case "Private":
      if (visitor === "paused") return { kind: "redirect", label: PAUSED_LABEL, to: "/dashboard" };
      return visitor === "enrolled" ? { kind: "open", label: OPEN_LABEL } : { kind: "disabled", label: "Enroll to Access" };
    default:
      return { kind: "disabled", label: "Restricted" };
  }
}

export function canOpenLibraryItem(access: string, visitor: LibraryVisitor) {
  return libraryButton(access, visitor).kind === "open";
}

/**
 * Where the download route sends a visitor who may not open the item: null for a disabled button (the route answers
 * 403); sign-in and sign-up bring the visitor back to the library.
 */
export function libraryDeniedDestination(button: LibraryButton): string | null {
  if (button.kind !== "redirect") return null;
  if (button.to === "/courses" || button.to === "/dashboard") return button.to;
  return `${button.to}?redirectTo=${encodeURIComponent("/library")}`;
}
