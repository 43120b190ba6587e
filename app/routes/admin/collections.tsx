import { data, Form, Link } from "react-router";
import {
  BUCKET_LABELS,
  DESK_AUTOPAY_LABELS,
  COLLECTION_BUCKETS,
  COLLECTION_INTENTS,
  collectionFilterQuery,
  type CollectionFilters,
  COLLECTIONS_TEXT,
  readCollectionFilters,
  REMINDER_KIND_LABELS,
} from "~/collections";
import { PAYMENT_COURSES } from "~/payments";
import { formatDisplayDate, formatIndiaDateTime, formatMoney } from "~/platform";
import {
  collectionsDeskAction,
  graceDays,
  type CollectionList,
  type CollectionRow,
  listCollections,
} from "~/collections/index.server";
import { DueDateActions } from "~/collections/ui";
import { appClock, db, getConfig } from "~/platform/index.server";
import { staffMay } from "~/staff";
import { readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/collections";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, secondaryButtonClass, tdClass } from "~/ui/admin/admin-page";
import { FilterButtons } from "~/ui/admin/admin-search";
import { CheckboxField, SelectField, TextField } from "~/ui/forms/field";
import { Pagination } from "~/ui/admin/pagination";
import { AdminStatus, useAnswerStatus } from "~/ui/admin/status-message";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";
import { IntentForm } from "~/ui/admin/intent-form";
import { asOptions } from "~/ui/forms/options";

// /admin/collections: instalments due this week, overdue and paused (docs/decisions/0107-collections.md). Support reads
// it and exports it; only admins act on it (STAFF_ACCESS).

const TITLE = "Collections";
export const meta = () => adminMeta(TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(
    request,
    async (url, staff) => {
      const filters = readCollectionFilters(url.searchParams);
      const list = await listCollections(await db(), { filters, now: appClock(), graceDays: graceDays() });
      return { filters, list, canChange: staffMay(staff.role, "collections.change") };
    },
    { access: "collections" },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request, "collections.change");
  const outcome = await collectionsDeskAction(database, {
    actor: admin,
    form,
    now: appClock(),
    appUrl: getConfig().appUrl,
    graceDays: graceDays(),
  });
  const intent = String(form.intent ?? "");
  return data<AdminActionResult>(
    { ok: outcome.saved, message: outcome.message, intent },
    { status: outcome.saved ? 200 : outcome.status },
  );
}

export default function AdminCollections({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <CollectionsScreen {...loaderData} answer={actionData} />;
}

const COURSE_OPTIONS = asOptions(PAYMENT_COURSES);
const CURRENCY_OPTIONS = asOptions(["INR", "USD"]);
const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

function CollectionsScreen({
  filters,
  list,
  canChange,
  answer,
}: {
  filters: CollectionFilters;
  list: CollectionList;
  canChange: boolean;
  answer: AdminActionResult | undefined;
}) {
  const status = useAnswerStatus(answer);
  const control = (key: "course" | "currency" | "search", name: string) => ({
    id: `collections-${key}`,
    name,
    defaultValue: filters[key],
    compact: true,
  });
  return (
    <AdminPage
      title={TITLE}
      intro={`Instalments due this week, overdue and paused (access pauses ${list.graceDays} days after the due date). Today in India: ${formatDisplayDate(list.today)}.`}
    >
      <nav aria-label="Collections lists" className="flex flex-wrap gap-2">
        {COLLECTION_BUCKETS.map((bucket) => (
          <Link
            key={bucket}
            to={`/admin/collections?${collectionFilterQuery(filters, bucket)}`}
            aria-current={bucket === filters.bucket ? "page" : undefined}
            className={`${secondaryButtonClass} ${bucket === filters.bucket ? "ring-2 ring-brand-600" : ""}`}
          >
            {BUCKET_LABELS[bucket]} ({list.counts[bucket]})
          </Link>
        ))}
      </nav>

      <AdminPanel title="Filters" id="collection-filters" className="mt-6">
        <Form method="get" role="search" aria-label="Filter collections" className="space-y-4">
          <input type="hidden" name="bucket" value={filters.bucket} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Student name or e-mail" {...control("search", "q")} type="search" />
            <SelectField label="Course" {...control("course", "course")} placeholder="All courses" options={COURSE_OPTIONS} />
            <SelectField
              label="Currency"
              {...control("currency", "currency")}
              placeholder="All currencies"
              options={CURRENCY_OPTIONS}
            />
          </div>
          <FilterButtons
            listPath={`/admin/collections?bucket=${filters.bucket}`}
            exportPath="/admin/collections/export.csv"
            query={collectionFilterQuery(filters)}
          />
        </Form>
      </AdminPanel>

      <AdminPanel title={`${BUCKET_LABELS[filters.bucket]} (${list.total})`} id="collections" className="mt-6">
        <AdminStatus status={status} />
        {list.rows.length === 0 ? (
          <p className="py-6 text-center text-gray-700">Nothing here.</p>
        ) : (
          <AdminTable
            label="Collections table"
            headings={[
              "Student",
              "Course",
              "Amount due",
              "Due date",
              "Days overdue",
              "Last reminder",
              "Autopay",
              ...(canChange ? ["Actions"] : []),
            ]}
          >
            {list.rows.map((row) => (
              <CollectionTableRow key={row.enrolmentId} row={row} canChange={canChange} />
            ))}
          </AdminTable>
        )}
        <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Collections" />
      </AdminPanel>
    </AdminPage>
  );
}

function CollectionTableRow({ row, canChange }: { row: CollectionRow; canChange: boolean }) {
  return (
    <tr>
      <td className={`${tdClass} min-w-[12rem]`}>
        {row.studentId ? (
          <Link to={`/admin/students/${row.studentId}`} className={linkClass}>
            {row.studentName ?? row.email}
          </Link>
        ) : (
          (row.studentName ?? row.email)
        )}
        <div className="break-all text-xs text-gray-600">{row.email}</div>
      </td>
      <td className={`${tdClass} min-w-[9rem]`}>{row.course}</td>
      <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>{formatMoney(row.amountDueMinor, row.currency)}</td>
      <td className={`${tdClass} whitespace-nowrap`}>{formatDisplayDate(row.dueDate)}</td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {row.daysOverdue > 0 ? row.daysOverdue : "—"}
        {row.paused ? (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Paused</span>
        ) : null}
      </td>
      <td className={`${tdClass} min-w-[9rem]`}>
        {row.lastReminder ? (
          <>
            {REMINDER_KIND_LABELS[row.lastReminder.kind] ?? row.lastReminder.kind}
            <div className="text-xs text-gray-600">{formatIndiaDateTime(row.lastReminder.sentAt)}</div>
          </>
        ) : (
          "None"
        )}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>{row.autopay ? DESK_AUTOPAY_LABELS[row.autopay] : "Off"}</td>
      {canChange ? (
        <td className={`${tdClass} min-w-[18rem]`}>
          <IntentForm
            intent={COLLECTION_INTENTS.remind}
            fields={{ enrolment_id: row.enrolmentId }}
            buttonClass={secondaryButtonClass}
            button="Send reminder now"
          />
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">Extend</summary>
            <DueDateActions enrolmentId={row.enrolmentId} dueDate={row.dueDate} extendOnly />
          </details>
          {row.studentId ? (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-medium text-red-700">Cancel enrolment</summary>
              <IntentForm
                intent={COLLECTION_INTENTS.cancel}
                fields={{ enrolment_id: row.enrolmentId, student_id: String(row.studentId) }}
                className="mt-2 space-y-2"
                buttonClass={secondaryButtonClass}
                button="Cancel enrolment"
              >
                <CheckboxField
                  label={COLLECTIONS_TEXT.confirmCancelLabel}
                  name="confirm"
                  id={`confirm-cancel-${row.enrolmentId}`}
                  value="yes"
                  required
                />
              </IntentForm>
            </details>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
