import { UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { accountLinks } from "~/content/navigation";
import type { SignedInVisitor } from "~/ui/account/use-optional-user";

/**
 * Sign In / Free Sign Up for visitors; Dashboard / Sign Out for members (spec 1 §2), with Account between them
 * (`/account`). Sign Out works without JavaScript.
 */
export function AccountActions({
  user,
  layout,
  onNavigate,
}: {
  user: SignedInVisitor | null;
  layout: "row" | "stacked";
  onNavigate?: () => void;
}) {
  const stacked = layout === "stacked";
  // Between the lg and xl breakpoints the header is tight: a member's three items draw closer there.
  const plain = `whitespace-nowrap rounded-md py-2 font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-700 ${
    stacked ? "block w-full px-3 text-left text-base" : `text-sm ${user ? "px-2 xl:px-3" : "px-3"}`
  }`;
  const primary = `whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 ${
    stacked ? "block w-full text-center text-base" : "text-sm"
  }`;

  if (user) {
    return (
      <div className={stacked ? "flex flex-col gap-2" : "flex items-center gap-2"}>
        <Link to={accountLinks.dashboard.href} className={plain} onClick={onNavigate}>
          {accountLinks.dashboard.label}
        </Link>
        <Link
          to={accountLinks.account.href}
          className={stacked ? plain : `${plain} inline-flex items-center`}
          onClick={onNavigate}
        >
          {/* An icon only, between lg and xl; its name stays for screen readers. */}
          <UserRound aria-hidden="true" className={stacked ? "hidden" : "hidden size-5 lg:max-xl:block"} />
          <span className={stacked ? undefined : "lg:max-xl:sr-only"}>{accountLinks.account.label}</span>
        </Link>
        {/* A whole-page sign-out: nothing of the member's stays in the page, and no navigation of the router can race a
            request still in flight (the dashboard's time-zone report: docs/decisions/0057-sign-out-reloads-the-page.md). */}
        <Form method="post" action={accountLinks.signOutAction} reloadDocument>
          <button type="submit" className={plain}>
            Sign Out
          </button>
        </Form>
      </div>
    );
  }
  return (
    <div className={stacked ? "flex flex-col gap-2" : "flex items-center gap-2"}>
      <Link to={accountLinks.signIn.href} className={plain} onClick={onNavigate}>
        {accountLinks.signIn.label}
      </Link>
      <Link to={accountLinks.signUp.href} className={primary} onClick={onNavigate}>
        {accountLinks.signUp.label}
      </Link>
    </div>
  );
}
