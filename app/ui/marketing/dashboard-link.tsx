import { LayoutDashboard } from "lucide-react";
import { Link } from "react-router";
import { useOptionalUser } from "~/ui/account/use-optional-user";
import { buttonStyles } from "./button-styles";

/** 'Go to Dashboard', only for signed-in visitors (spec 2 §6). The root loader decides, so no layout shift. */
export function GoToDashboardLink({ tone = "outlineOnDark" }: { tone?: keyof typeof buttonStyles }) {
  const user = useOptionalUser();
  if (!user) return null;
  return (
    <Link to="/dashboard" className={buttonStyles[tone]}>
      <LayoutDashboard aria-hidden="true" className="size-5" />
      Go to Dashboard
    </Link>
  );
}
