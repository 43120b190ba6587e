import type { ReactNode } from "react";

/**
 * The centred card of every account page, as its `main`. `pending` is the Suspense stand-in; both are in one document,
 * so only the answer may be the `main` (one `main`, one `#main`).
 */
export function AccountCard({
  title,
  intro,
  children,
  pending = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  pending?: boolean;
}) {
  const Landmark = pending ? "div" : "main";
  return (
    <Landmark id={pending ? undefined : "main"} className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-lg rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-gray-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </Landmark>
  );
}

/** A link drawn as the main button (for navigation that the spec shows as a button). */
export const primaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700";

export const secondaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-lg border border-gray-300 bg-white px-5 py-3 font-semibold text-gray-800 shadow-sm hover:bg-gray-50";

export const inlineLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";
