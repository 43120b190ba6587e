import type { ReactNode } from "react";
import { instructorHighlights, instructorStats } from "~/content/instructor";
import { siteConfig } from "~/content/site-config";
import type { Stat } from "~/content/stats";
import { CallButton, ChatButton } from "./contact-buttons";
import { FigureList } from "./figure-list";
import { CheckList } from "./lists";

function initials(name: string) {
  return name
    .replace(/^(Dr|Mr|Ms|Mrs|Prof)\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * The instructor with figures, highlights and contact links. Pages pass their own heading, intro and figures
 * (e.g. "18+ years" on the certification pages).
 */
export function InstructorProfile({
  heading,
  intro,
  stats = instructorStats,
  highlights = instructorHighlights,
  chatMessage,
  children,
}: {
  heading: string;
  intro: ReactNode;
  stats?: readonly Stat[];
  highlights?: readonly string[];
  chatMessage?: string;
  /** Extra buttons after chat and call. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="instructor-heading" className="bg-gray-50 px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-3">
        <div className="flex flex-col items-center rounded-2xl bg-gradient-to-br from-brand-700 to-indigo-900 p-8 text-center text-white shadow-lg">
          <div
            aria-hidden="true"
            className="grid size-28 place-items-center rounded-full bg-white/15 text-4xl font-extrabold ring-4 ring-white/30"
          >
            {initials(siteConfig.instructorName)}
          </div>
          <p className="mt-4 text-2xl font-bold">{siteConfig.instructorName}</p>
          <p className="text-indigo-100">{siteConfig.instructorTitle}</p>
          <FigureList
            figures={stats}
            className="mt-6 grid w-full grid-cols-2 gap-4"
            itemClassName="rounded-lg bg-white/10 p-3"
            labelClassName="text-xs text-indigo-100"
            valueClassName="text-xl font-extrabold"
          />
        </div>
        <div className="lg:col-span-2">
          <h2 id="instructor-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {heading}
          </h2>
          <div className="mt-4 text-lg text-gray-700">{intro}</div>
          <div className="mt-6">
            <CheckList items={highlights} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ChatButton message={chatMessage} label={`Chat with ${siteConfig.instructorName}`} />
            <CallButton />
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
