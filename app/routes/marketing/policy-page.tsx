// The policy pages (spec 2 §2.12): one module, mounted once per policy in app/routes.ts, rendering the
// record of app/content/policies.ts that matches the URL.
import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import { findPolicy, POLICIES_LAST_UPDATED, supportHours, type PolicySection, type PolicyTable } from "~/content/policies";
import { SupportContactItem } from "~/ui/marketing/support-contact";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/policy-page";
import { hydrateOnInteraction } from "~/ui/document-scripts";

// `url` is the page's URL even when the client fetches the data (`request.url` then ends in `.data`).
export const handle = hydrateOnInteraction;

export function loader({ url }: Route.LoaderArgs) {
  const policy = findPolicy(url.pathname);
  if (!policy) throw new Response("Not Found", { status: 404 });
  return { policy };
}

export function meta(args: Route.MetaArgs) {
  const policy = args.loaderData?.policy;
  if (!policy) return [];
  return pageMeta(args, { title: policy.title, description: policy.description, path: policy.path, type: "article" });
}

export default function PolicyPage({ loaderData: { policy } }: Route.ComponentProps) {
  return (
    <main id="main" className="bg-gray-50 px-4 py-10 sm:py-14">
      <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-10">
        <Link to="/" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{policy.title}</h1>
        <p className="mt-2 text-sm text-gray-600">Last updated: {POLICIES_LAST_UPDATED}</p>
        <p className="mt-6 text-lg text-gray-800">{policy.intro}</p>

        {policy.sections.map((section) => (
          <PolicySectionBlock key={section.heading} section={section} />
        ))}

        {policy.contactBlock ? (
          <section aria-labelledby="policy-contact" className="mt-10 rounded-xl bg-brand-50 p-6">
            <h2 id="policy-contact" className="text-xl font-bold text-gray-900">
              Contact Us
            </h2>
            <ul className="mt-3 space-y-2 text-gray-800">
              <SupportContactItem way="email" className="flex items-center gap-2" iconClassName="size-5 text-brand-700" />
              <SupportContactItem way="phone" className="flex items-center gap-2" iconClassName="size-5 text-brand-700" />
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-5 text-brand-700" />
                Support hours: {supportHours}
              </li>
            </ul>
          </section>
        ) : null}

        {policy.related.length > 0 ? (
          <nav aria-label="Related policies" className="mt-10 border-t border-gray-200 pt-6">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">Related policies</h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {policy.related.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="font-medium text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </article>
    </main>
  );
}

function PolicySectionBlock({ section }: { section: PolicySection }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-gray-900">{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-gray-800">
          {paragraph}
        </p>
      ))}
      {section.table ? <PolicyTableView table={section.table} /> : null}
      {section.bullets ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-gray-800">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PolicyTableView({ table }: { table: PolicyTable }) {
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-gray-200">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-brand-50 text-gray-900">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {table.rows.map((row) => (
            <tr key={row[0]} className="align-top">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={cell} scope="row" className="px-4 py-3 font-medium text-gray-900">
                    {cell}
                  </th>
                ) : (
                  <td key={cell} className="px-4 py-3 text-gray-800">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
