import { ChevronDown, Menu, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { NavLink, useLocation } from "react-router";
import { headerNavGroups, headerTopLinks } from "~/content/navigation";
import type { NavGroup } from "~/content/navigation";
import type { SignedInVisitor } from "~/ui/account/use-optional-user";
import { instantDisclosure, useHydratesOnInteraction } from "~/ui/document-scripts";
import { AccountActions } from "./account-actions";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-gray-800"
  }`;

/**
 * The menu below the large breakpoint: a toggle button and a panel that drops under the header.
 * Must be rendered inside the (positioned) header, which anchors the panel.
 */
export function MobileMenu({ user }: { user: SignedInVisitor | null }) {
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-mobile-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();
  // Before React is there, the button shows the panel from the markup (document-scripts.tsx): it must be in it.
  const inMarkup = useHydratesOnInteraction();

  // Close after any navigation, including one to the page already shown.
  const [openedAt, setOpenedAt] = useState(locationKey);
  if (locationKey !== openedAt) {
    setOpenedAt(locationKey);
    setOpen(false);
  }

  function closeAndReturnFocus(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    // Escape pressed on any of the menu's own buttons and links (the event bubbles up here) closes it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- listens to its interactive children
    <div className="lg:hidden" onKeyDown={closeAndReturnFocus}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        {...instantDisclosure}
        className="rounded-md p-2 text-gray-700 hover:bg-brand-50 hover:text-brand-700"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        {/* Rendered while open only: closed, it is hidden from everyone (the footer links every page). A page
            that hydrates on interaction has it, so that the first tap opens it before React is there. */}
        {(open || inMarkup) && (
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {headerNavGroups.map((group) => (
                <MobileMenuSection key={group.id} group={group} onNavigate={() => setOpen(false)} />
              ))}
              {headerTopLinks.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end className={linkClass} onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-4 border-t border-gray-200 pt-4">
              <AccountActions user={user} layout="stacked" onNavigate={() => setOpen(false)} />
            </div>
          </nav>
        )}
      </div>
    </div>
  );
}

function MobileMenuSection({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const inMarkup = useHydratesOnInteraction();
  const listId = `${useId()}-${group.id}-links`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        {...instantDisclosure}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700"
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="ml-3 border-l border-gray-200 pl-2">
        {(expanded || inMarkup) &&
          group.links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end className={linkClass} onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </li>
  );
}
