import { Link } from "react-router";
import { instructorSummary } from "~/content/about";
import { instructorFacts } from "~/content/certification-programme";
import { siteConfig } from "~/content/site-config";
import { buttonStyles } from "./button-styles";
import { CallButton, ChatButton } from "./contact-buttons";
import { FigureList } from "./figure-list";
import { MarketingSection } from "./section";

/** The certification landing pages' instructor section: the instructor in brief, with chat and call links. */
export function InstructorSpotlight({ chatMessage }: { chatMessage?: string }) {
  const initials = siteConfig.instructorName
    .replace(/^Dr\.?\s+/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("");
  return (
    <MarketingSection title="Learn from an Industry Expert">
      <div className="grid items-center gap-8 rounded-3xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-3">
        <div className="flex flex-col items-center text-center">
          <div
            aria-hidden="true"
            className="grid size-32 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-indigo-900 text-4xl font-bold text-white"
          >
            {initials}
          </div>
          <p className="mt-4 text-xl font-bold text-gray-900">{siteConfig.instructorName}</p>
          <p className="text-gray-700">{siteConfig.instructorTitle}</p>
        </div>
        <div className="lg:col-span-2">
          <p className="text-lg text-gray-800">{instructorSummary}</p>
          <FigureList
            figures={instructorFacts}
            className="mt-6 grid gap-3 text-center sm:grid-cols-3 sm:gap-4"
            itemClassName="rounded-xl bg-brand-50 p-3"
            labelClassName="text-xs text-gray-700 sm:text-sm"
            valueClassName="text-2xl font-extrabold text-brand-700 sm:text-3xl"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <ChatButton message={chatMessage} label="Chat with the Instructor" />
            <CallButton label="Call Now" />
            <Link to="/about" className={buttonStyles.secondary}>
              Full Profile
            </Link>
          </div>
        </div>
      </div>
    </MarketingSection>
  );
}
