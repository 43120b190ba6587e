import { Award, ChevronDown } from "lucide-react";
import { TRACKS, type Curriculum } from "~/content/curricula";

/**
 * A flagship curriculum: the Intermediate track (modules 1-2) and the Expert track (modules 3-4),
 * each module a native disclosure (works without JavaScript), then the two certificates.
 */
export function CurriculumAccordion({ curriculum }: { curriculum: Curriculum }) {
  // Sessions are numbered on through the tracks, module after module.
  const firstSessionOf = new Map<number, number>();
  let nextSession = 1;
  for (const track of TRACKS) {
    for (const moduleIndex of track.moduleIndexes) {
      firstSessionOf.set(moduleIndex, nextSession);
      nextSession += curriculum.modules[moduleIndex].sessions.length;
    }
  }
  return (
    <div className="space-y-10">
      {TRACKS.map((track) => (
        <div key={track.name}>
          <h3 className="text-xl font-bold text-gray-900">
            {track.name}
            <span className="ml-2 text-base font-medium text-gray-600">
              Modules {track.moduleIndexes[0] + 1}-{track.moduleIndexes[1] + 1}
            </span>
          </h3>
          <div className="mt-4 space-y-3">
            {track.moduleIndexes.map((moduleIndex) => {
              const module = curriculum.modules[moduleIndex];
              const firstSession = firstSessionOf.get(moduleIndex)!;
              return (
                <details key={module.title} className="group rounded-xl border border-gray-200 bg-white open:shadow-sm">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
                    <span>
                      <span className="block text-sm font-semibold text-brand-700">
                        Module {moduleIndex + 1} · {module.duration} · {module.sessions.length} sessions
                      </span>
                      <span className="block text-lg font-semibold text-gray-900">{module.title}</span>
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <ol start={firstSession} className="grid gap-4 border-t border-gray-100 p-4 sm:grid-cols-2 sm:p-5">
                    {module.sessions.map((session, index) => (
                      <li key={session.title} className="rounded-lg bg-gray-50 p-4">
                        <p className="font-semibold text-gray-900">
                          <span className="text-brand-700">Session {firstSession + index}:</span> {session.title}
                        </p>
                        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
                          {session.topics.map((topic) => (
                            <li key={topic}>{topic}</li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ol>
                </details>
              );
            })}
          </div>
        </div>
      ))}
      <div>
        <h3 className="text-xl font-bold text-gray-900">Two certificates</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {curriculum.certificates.map((certificate) => (
            <li key={certificate.name} className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
              <Award aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
              <span>
                <span className="block font-semibold text-gray-900">{certificate.name}</span>
                <span className="block text-sm text-gray-700">{certificate.awardedFor}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
