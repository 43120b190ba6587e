import { GraduationCap } from "lucide-react";
import { Link, NavLink } from "react-router";
import { headerNavGroups, headerTopLinks } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";
import { useOptionalUser } from "~/ui/account/use-optional-user";
import { AccountActions } from "./account-actions";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";

// The signed-in state comes from the root loader, so the server already renders the right buttons.
export function SiteHeader() {
  const user = useOptionalUser();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-700">
          <GraduationCap aria-hidden="true" className="size-7" />
          {/* The short name leaves room for the full navigation between the lg and xl breakpoints. */}
          <span className="lg:max-xl:hidden">{siteConfig.name}</span>
          <span className="hidden lg:max-xl:inline">{siteConfig.shortName}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerNavGroups.map((group) => (
            <NavDropdown key={group.id} group={group} />
          ))}
          {headerTopLinks.map((link) => (
            <NavLink
              key={link.href}
              to={link.href}
              end
              className={({ isActive }) =>
                `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
                  isActive ? "text-brand-700" : "text-gray-700"
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden lg:block">
          <AccountActions user={user} layout="row" />
        </div>
        <MobileMenu user={user} />
      </div>
    </header>
  );
}
