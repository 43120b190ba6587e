import { CheckCircle2, Circle } from "lucide-react";
import type { applicationProgress } from "~/leads/certificate-application";
import { ProgressCaption, ProgressTrack } from "../progress-track";

/** The sticky box at the top of the form: sections complete, as a bar and as links to each section. */
export function ApplicationProgress({ progress }: { progress: ReturnType<typeof applicationProgress> }) {
  const percent = Math.round((progress.completed / progress.total) * 100);
  return (
    <div className="sticky top-16 z-10 rounded-2xl bg-white/95 p-4 shadow-sm ring-1 ring-gray-200 backdrop-blur">
      <ProgressCaption className="font-semibold text-gray-800" percent={percent}>
        {progress.completed} of {progress.total} sections complete
      </ProgressCaption>
      <ProgressTrack
        label="Application progress"
        percent={percent}
        value={progress.completed}
        max={progress.total}
        valueText={`${progress.completed} of ${progress.total} sections complete`}
        className="mt-2 h-2"
        fillClassName="bg-brand-600 transition-all"
      />
      <ol className="mt-3 hidden flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700 md:flex">
        {progress.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="inline-flex items-center gap-1 hover:text-brand-700">
              {section.complete ? (
                <CheckCircle2 aria-hidden="true" className="size-3.5 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="size-3.5" />
              )}
              {section.title}
              <span className="sr-only">{section.complete ? " (complete)" : " (not complete)"}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
