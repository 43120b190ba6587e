import { ChevronDown } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import type { FocusEvent, KeyboardEvent, PointerEvent } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavGroup } from "~/content/navigation";
import { instantDisclosure, useHydratesOnInteraction } from "~/ui/document-scripts";
import { isNavGroupActive } from "./active-nav";

/** spec 1 §2: a dropdown hides 150 ms after the pointer leaves it. */
export const DROPDOWN_HIDE_DELAY_MS = 150;

/**
 * A disclosure-style navigation dropdown: a button that shows a list of links.
 * Opens on hover (mouse only), on click or tap, and from the keyboard.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const menuId = `${useId()}-${group.id}-menu`;
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A hover-opened menu stays open when the same mouse then clicks the trigger.
  const openedByHover = useRef(false);
  const focusFirstLinkOnOpen = useRef(false);
  const { pathname, key: locationKey } = useLocation();
  const groupIsCurrent = isNavGroupActive(group, pathname);
  // Before React is there, the trigger shows the list from the markup (document-scripts.tsx): it must be in it.
  const linksInMarkup = useHydratesOnInteraction();

  function cancelHide() {
    clearTimeout(hideTimer.current);
  }

  function close() {
    cancelHide();
    openedByHover.current = false;
    setOpen(false);
  }

  useEffect(() => cancelHide, []);

  // Close after any navigation, including one to the page already shown.
  const [openedAt, setOpenedAt] = useState(locationKey);
  if (locationKey !== openedAt) {
    setOpenedAt(locationKey);
    setOpen(false);
  }
  useEffect(() => {
    cancelHide();
    openedByHover.current = false;
  }, [locationKey]);

  const onOutsidePointer = useEffectEvent((event: globalThis.PointerEvent) => {
    if (!containerRef.current?.contains(event.target as Node)) close();
  });

  useEffect(() => {
    if (!open) return;
    if (focusFirstLinkOnOpen.current) {
      focusFirstLinkOnOpen.current = false;
      listRef.current?.querySelector("a")?.focus();
    }
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => onOutsidePointer(event);
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== "mouse") return; // touch and pen open on tap instead
    cancelHide();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    cancelHide();
    hideTimer.current = setTimeout(close, DROPDOWN_HIDE_DELAY_MS);
  }

  function onTriggerClick() {
    cancelHide();
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (open) listRef.current?.querySelector("a")?.focus();
      else {
        focusFirstLinkOnOpen.current = true;
        openedByHover.current = false;
        setOpen(true);
      }
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = Array.from(listRef.current?.querySelectorAll("a") ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target =
      event.key === "ArrowDown"
        ? links[(index + 1) % links.length]
        : event.key === "ArrowUp"
          ? links[(index - 1 + links.length) % links.length]
          : event.key === "Home"
            ? links[0]
            : event.key === "End"
              ? links[links.length - 1]
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  function onContainerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    }
  }

  // Tabbing out of the last link (or anywhere outside) closes the menu.
  function onContainerBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !containerRef.current?.contains(next)) close();
  }

  return (
    // Hover, Escape and focus leaving are handled for the trigger and links together, as their events bubble up.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- listens to its interactive children
    <div
      ref={containerRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onContainerKeyDown}
      onBlur={onContainerBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        {...instantDisclosure}
        data-instant-dismiss
        className={`flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
          groupIsCurrent ? "text-brand-700" : "text-gray-700"
        }`}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      {/* Arrow keys, Home and End move between the links (their keydown bubbles up to the list). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- listens to its links */}
      <ul
        ref={listRef}
        id={menuId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute left-0 top-full z-50 mt-1 w-60 rounded-lg border border-gray-200 bg-white py-2 shadow-lg"
      >
        {/* Its links exist while it is open: closed, nobody can reach them, and every page would render them for
            nothing (the footer links every page for visitors and crawlers alike). A page that hydrates on
            interaction has them, so that the first tap opens the list before React is there. */}
        {(open || linksInMarkup) &&
          group.links.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                end
                onClick={close}
                className={({ isActive }) =>
                  `block px-4 py-2 text-sm hover:bg-brand-50 hover:text-brand-700 ${
                    isActive ? "font-semibold text-brand-700" : "text-gray-700"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </div>
  );
}
