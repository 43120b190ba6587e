import { useState } from "react";
import { Scripts, useMatches } from "react-router";

/**
 * A route that renders plain HTML until the visitor first interacts says so in its `handle`:
 * `export const handle = hydrateOnInteraction;` (docs/decisions/page-speed.md).
 */
export const hydrateOnInteraction = { hydrate: "on-interaction" } as const;

const HOLDER_ID = "deferred-scripts";

function isDeferred(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === "on-interaction";
}

/**
 * React Router's <Scripts />, or, on pages that opt in, the same scripts held back until the visitor first
 * interacts: React Router's tags are rendered inside <noscript> (inert text to a browser that runs scripts), the
 * classic script among them (React Router's context, which the streamed loader data feeds) runs at once, and the
 * module preloads and the module script that hydrates are inserted on the first pointer, touch, key or focus.
 * Clicks and key presses made before React is there are replayed once it has hydrated.
 */
export function DocumentScripts({ nonce }: { nonce: string | undefined }) {
  const matches = useMatches();
  // Chosen by the first page: after a client-side navigation <Scripts /> renders nothing new anyway.
  const [deferred] = useState(() => matches.some((match) => isDeferred(match.handle)));
  if (!deferred) return <Scripts nonce={nonce} />;
  return (
    <>
      <noscript id={HOLDER_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${holdScriptsUntilInteraction.toString()})(${JSON.stringify(HOLDER_ID)})` }}
      />
    </>
  );
}

/** Runs in the browser as an inline script, so it is self-contained (serialised with Function#toString). */
function holdScriptsUntilInteraction(holderId: string) {
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
  const pending: { target: EventTarget; event: Event }[] = [];
  let started = false;

  function start() {
    if (started) return;
    started = true;
    for (const type of triggers) window.removeEventListener(type, start, true);
    document.body.append(held);
    // root.tsx sets data-hydrated in an effect: React handles events from then on.
    new MutationObserver((_records, observer) => {
      if (root.dataset.hydrated !== "true") return;
      observer.disconnect();
      root.style.removeProperty("cursor");
      window.removeEventListener("click", hold, true);
      window.removeEventListener("keydown", hold, true);
      for (const { target, event } of pending.splice(0)) {
        if (!(target instanceof Node) || !target.isConnected) continue;
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
    }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  }

  // Until React has hydrated, a click or key press that only React would answer is kept and replayed.
  // Links, form submissions and typing keep their native behaviour (they work without JavaScript).
  function hold(event: Event) {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target.closest("a[href], input, select, textarea, label, summary, [type='submit'], form button:not([type])")) return;
    if (event.type === "keydown" && ["Tab", "Enter", " ", "Shift"].includes((event as KeyboardEvent).key)) return;
    if (event.type === "click") event.preventDefault();
    event.stopImmediatePropagation();
    pending.push({ target, event });
    root.style.cursor = "progress";
    start();
  }

  let lastPointerType = "";
  window.addEventListener("pointerover", (event) => (lastPointerType = event.pointerType), true);
  for (const type of triggers) window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener("click", hold, true);
  window.addEventListener("keydown", hold, true);
  // The address asks the page to act on arrival (reopen the payment dialog, switch a tab): hydrate now.
  if (location.search || location.hash) start();
}
