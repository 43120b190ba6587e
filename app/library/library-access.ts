// spec 3 §4 "Library item access levels" and §6: who may open a library item, and what its button
// says and does otherwise. The server decides with this before it sends a URL or follows one.

/** anonymous: not signed in; signed-in: an account without a student record; enrolled: a student record for the e-mail. */
export type LibraryVisitor = "anonymous" | "signed-in" | "enrolled";

export type LibraryButton =
  /** The visitor may open the item: its URL opens in a new tab. */
  | { kind: "open"; label: "Download" }
  /** Not allowed yet: the button leads to sign-in, sign-up or the courses page. */
  | { kind: "redirect"; label: "Sign In to Download" | "Enroll to Access"; to: "/signin" | "/signup" | "/courses" }
  /** Not allowed and nothing to do about it here: a disabled button. */
  | { kind: "disabled"; label: "Enroll to Access" | "Restricted" };

export const OPEN_LABEL = "Download";

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
      return { kind: "redirect", label: "Enroll to Access", to: visitor === "signed-in" ? "/courses" : "/signup" };
    case "Private":
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
  if (button.to === "/courses") return "/courses";
  return `${button.to}?redirectTo=${encodeURIComponent("/library")}`;
}
