import { useId } from "react";
import type { CurriculumMonth, CurriculumSession } from "~/content/certification-landings";

/** One table per month: Session, Title, Topics Covered, Project to be Built (spec 2 §2.6). */
export function CurriculumMonthTables({ months }: { months: readonly CurriculumMonth[] }) {
  return (
    <div className="space-y-10">
      {months.map((month) => (
        <CurriculumMonthTable key={month.month} month={month} />
      ))}
    </div>
  );
}

function CurriculumMonthTable({ month }: { month: CurriculumMonth }) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="text-xl font-bold text-gray-900">
        Month {month.month}: {month.title}
      </h3>
      {/* Four columns do not fit a phone: there the sessions read as cards (only one of the two is displayed). */}
      <table
        aria-labelledby={headingId}
        className="mt-4 hidden w-full overflow-hidden rounded-xl text-left text-sm ring-1 ring-gray-200 md:table"
      >
        <thead className="bg-brand-50 text-gray-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Session
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Topics Covered
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Project to be Built
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">
          {month.sessions.map((session) => (
            <tr key={session.number} className="align-top">
              <td className="px-4 py-3 font-semibold text-brand-700">{session.number}</td>
              <th scope="row" className="px-4 py-3 font-semibold text-gray-900">
                {session.title}
              </th>
              <td className="px-4 py-3 text-gray-700">
                <TopicList session={session} />
              </td>
              <td className="px-4 py-3 text-gray-800">{session.project}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol aria-labelledby={headingId} className="mt-4 space-y-3 md:hidden">
        {month.sessions.map((session) => (
          <li key={session.number} className="rounded-xl border border-gray-200 bg-white p-4">
            <p className="text-sm font-semibold text-brand-700">Session {session.number}</p>
            <p className="font-bold text-gray-900">{session.title}</p>
            <p className="mt-3 text-sm font-semibold text-gray-900">Topics Covered</p>
            <div className="mt-1 text-sm text-gray-700">
              <TopicList session={session} />
            </div>
            <p className="mt-3 text-sm font-semibold text-gray-900">Project to be Built</p>
            <p className="mt-1 text-sm text-gray-800">{session.project}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TopicList({ session }: { session: CurriculumSession }) {
  return (
    <ul className="list-disc space-y-1 pl-4">
      {session.topics.map((topic) => (
        <li key={topic}>{topic}</li>
      ))}
    </ul>
  );
}
