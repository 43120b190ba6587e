import { useEffect, useState } from "react";
import { Scripts, useMatches } from "react-router";

/**
 * A route that renders plain HTML until the visitor first interacts says so in its `handle`:
 * `export const handle = hydrateOnInteraction;` (docs/decisions/0016-page-speed.md).
 */
export const hydrateOnInteraction = { hydrate: "on-interaction" } as const;

const HOLDER_ID = "deferred-scripts";

/**
 * What a `data-instant` button does before hydration (docs/decisions/0097-first-tap-answers-at-once.md): `payment-dialog`
 * opens the dialog's frame, `disclosure` toggles its `aria-controls` panel (`data-instant-dismiss`: a tap elsewhere hides it).
 */
export const instantPaymentDialog = { "data-instant": "payment-dialog" } as const;
export const instantDisclosure = { "data-instant": "disclosure" } as const;

const SHELL_ID = "payment-dialog-shell";

/** The frame of the payment dialog (payment-dialog.tsx) with the same classes, and a loading line for the form. */
const PAYMENT_DIALOG_SHELL =
  `<dialog id="${SHELL_ID}" aria-labelledby="${SHELL_ID}-title" aria-busy="true" class="m-auto max-h-[92vh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50">` +
  `<div class="p-5 sm:p-6"><div class="flex items-start justify-between gap-4">` +
  `<h2 id="${SHELL_ID}-title" class="text-2xl font-bold text-gray-900">Pay Now to Book Your Seat</h2>` +
  `<button type="button" aria-label="Close" data-close class="rounded-full p-2 text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">` +
  `<svg viewBox="0 0 24 24" class="lucide lucide-x h-5 w-5" aria-hidden="true"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg></button></div>` +
  `<p class="mt-1 text-sm text-gray-700">Online payment by card, UPI or net banking.</p>` +
  `<p role="status" class="mt-5 flex min-h-72 items-center justify-center gap-3 text-sm text-gray-700">` +
  `<span aria-hidden="true" class="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"></span>` +
  `Loading payment form...</p></div></dialog>`;

/**
 * The same frame from React, while the dialog's code loads (payment-dialog-context.tsx's Suspense fallback): a tap
 * after hydration answers at once too. Closing it (Close, Escape) closes the dialog.
 */
export function PaymentDialogFrame({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    let shell = document.getElementById(SHELL_ID) as HTMLDialogElement | null;
    if (!shell) {
      const template = document.createElement("template");
      template.innerHTML = PAYMENT_DIALOG_SHELL;
      shell = template.content.firstElementChild as HTMLDialogElement;
      const created = shell;
      created.querySelector("[data-close]")?.addEventListener("click", () => created.close());
      document.body.append(created);
    }
    if (!shell.open) shell.showModal();
    const frame = shell;
    // Removed before the dialog that replaces the frame closes it (effects are cleaned up before new ones run).
    frame.addEventListener("close", onClose);
    return () => frame.removeEventListener("close", onClose);
  }, [onClose]);
  return null;
}

/** Called by React's payment dialog as it opens: the frame opened before React was there gives way to it. */
export function closePaymentDialogShell() {
  const shell = document.getElementById(SHELL_ID);
  if (shell instanceof HTMLDialogElement) {
    // Closing first gives focus back to the button that opened it, which React's dialog then remembers as its opener.
    shell.close();
    shell.remove();
  }
}

/** Whether the payment dialog's frame is open, waiting for React's dialog (payment-dialog-context.tsx loads it early). */
export function paymentDialogShellIsOpen() {
  return document.getElementById(SHELL_ID)?.hasAttribute("open") ?? false;
}

/**
 * Whether the page renders with React held back until the first interaction: such a page server-renders what
 * `instantDisclosure` buttons show (a navigation menu's links), so that they open before React is there.
 */
export function useHydratesOnInteraction(): boolean {
  const matches = useMatches();
  return matches.some((match) => isDeferred(match.handle));
}

function isDeferred(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === "on-interaction";
}

/**
 * React Router's <Scripts />, or on opted-in pages the hydrating scripts held back until the first interaction;
 * meanwhile buttons answer from the markup (docs/decisions/0097-first-tap-answers-at-once.md).
 */
export function DocumentScripts({ nonce }: { nonce: string | undefined }) {
  const deferredNow = useHydratesOnInteraction();
  // Chosen by the first page: after a client-side navigation <Scripts /> renders nothing new anyway.
  const [deferred] = useState(deferredNow);
  if (!deferred) return <Scripts nonce={nonce} />;
  const args = [HOLDER_ID, PAYMENT_DIALOG_SHELL].map((value) => JSON.stringify(value).replaceAll("<", "\\u003c"));
  return (
    <>
      <noscript id={HOLDER_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${holdScriptsUntilInteraction.toString()})(${args.join(",")})` }}
      />
    </>
  );
}

/** Runs in the browser as an inline script, so it is self-contained (serialised with Function#toString). */
function holdScriptsUntilInteraction(holderId: string, shellHtml: string) {
  const holder = document.getElementById(holderId);
  if (!holder) return;
  const held = document.createRange().createContextualFragment(holder.textContent ?? "");
  // The context script must run now: the loader data streamed after it is written into its stream.
  for (const script of Array.from(held.querySelectorAll("script:not([type='module'])"))) {
    holder.after(script);
  }
  const root = document.documentElement;
  // A visitor who scrolls is on the way to a button: React starts downloading then, before the tap.
  const triggers = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll"];
  const pending: { target: EventTarget; event: Event; opensShell?: boolean }[] = [];
  // Disclosure buttons opened before React was there; React is told once it is (see `handOver`).
  const opened = new Set<Element>();
  let shell: HTMLDialogElement | null = null;
  let started = false;

  function start() {
    if (started) return;
    started = true;
    for (const type of triggers) window.removeEventListener(type, start, true);
    // root.tsx sets data-hydrated in an effect: React handles events from then on.
    new MutationObserver((_records, observer) => {
      if (root.dataset.hydrated !== "true") return;
      observer.disconnect();
      handOver();
    }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
    // Inserting the scripts costs a phone 25-60 ms: once the tap's own events and frame are done (decision 0097).
    const insert = () => document.body.append(held);
    if (window.requestIdleCallback) window.requestIdleCallback(insert, { timeout: 200 });
    else setTimeout(insert, 50);
  }

  function handOver() {
    root.style.removeProperty("cursor");
    window.removeEventListener("click", hold, true);
    window.removeEventListener("keydown", hold, true);
    window.removeEventListener("pointerdown", dismiss, true);
    // What the visitor opened is shown by React now: put the markup back as React rendered it, then let React
    // open it (outer panels first). Nothing is painted in between.
    const stillOpen = Array.from(opened).sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
    for (const trigger of stillOpen) toggle(trigger, false);
    for (const trigger of stillOpen)
      trigger.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    for (const { target, event, opensShell } of pending.splice(0)) {
      if (!(target instanceof Node) || !target.isConnected) continue;
      if (opensShell && !shell?.open) continue; // the visitor closed the frame before React came
      target.dispatchEvent(
        event.type === "click"
          ? new MouseEvent("click", { bubbles: true, cancelable: true, view: window })
          : new KeyboardEvent("keydown", {
              bubbles: true,
              cancelable: true,
              key: (event as KeyboardEvent).key,
              code: (event as KeyboardEvent).code,
              shiftKey: (event as KeyboardEvent).shiftKey,
            }),
      );
    }
    const hovered = document.querySelectorAll(":hover");
    const innermost = hovered[hovered.length - 1];
    if (innermost && lastPointerType === "mouse")
      innermost.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
  }

  /** Shows or hides the panel a disclosure button controls; false when it has none. */
  function toggle(trigger: Element, open: boolean) {
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (!panel) return false;
    trigger.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
    if (open) opened.add(trigger);
    else opened.delete(trigger);
    return true;
  }

  function openShell() {
    if (!shell) {
      const template = document.createElement("template");
      template.innerHTML = shellHtml;
      shell = template.content.firstElementChild as HTMLDialogElement;
      shell.querySelector("[data-close]")?.addEventListener("click", () => shell?.close());
      document.body.append(shell);
    }
    if (!shell.open) shell.showModal();
  }

  // A tap outside a dropdown opened here closes it, as React's dropdown does.
  function dismiss(event: Event) {
    for (const trigger of Array.from(opened)) {
      if (!trigger.hasAttribute("data-instant-dismiss")) continue;
      const container = trigger.parentElement;
      if (container && event.target instanceof Node && !container.contains(event.target)) toggle(trigger, false);
    }
  }

  // Until React has hydrated, a click or key press that only React would answer is kept and replayed; the buttons
  // marked data-instant answer now, from the page's markup. Links, form submissions and typing keep their native
  // behaviour (they work without JavaScript).
  function hold(event: Event) {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (shell?.contains(target)) return;
    if (target.closest("a[href], input, select, textarea, label, summary, [type='submit'], form button:not([type])")) return;
    if (event.type === "keydown" && ["Tab", "Enter", " ", "Shift"].includes((event as KeyboardEvent).key)) return;
    const instant = target.closest("[data-instant]");
    if (event.type === "click") event.preventDefault();
    event.stopImmediatePropagation();
    const kind = event.type === "click" ? instant?.getAttribute("data-instant") : null;
    if (kind === "disclosure" && instant && toggle(instant, instant.getAttribute("aria-expanded") !== "true")) {
      start();
      return;
    }
    if (kind === "payment-dialog") {
      openShell();
      // The frame answers the latest button only: React opens the dialog once, with that button's course.
      for (let index = pending.length - 1; index >= 0; index--) if (pending[index]!.opensShell) pending.splice(index, 1);
    } else root.style.cursor = "progress";
    start();
    pending.push({ target, event, opensShell: kind === "payment-dialog" });
  }

  let lastPointerType = "";
  window.addEventListener("pointerover", (event) => (lastPointerType = event.pointerType), true);
  for (const type of triggers) window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener("click", hold, true);
  window.addEventListener("keydown", hold, true);
  window.addEventListener("pointerdown", dismiss, true);
  // The address asks the page to act on arrival (reopen the payment dialog, switch a tab): hydrate now.
  if (location.search || location.hash) start();
}
