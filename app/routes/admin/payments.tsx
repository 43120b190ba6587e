import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import {
  hasPaymentFilters,
  PAYMENT_COURSES,
  PAYMENT_CURRENCIES,
  paymentFilterParamName,
  paymentFilterQuery,
  PAYMENTS_TEXT,
  readPaymentFilters,
  type CurrencyTotal,
  type PaymentFilters,
} from "~/domain/admin/payments";
import { formatIndiaDateTime } from "~/domain/india-time";
import { formatMoney } from "~/domain/money";
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from "~/domain/payment-state";
import { optionalAdmin } from "~/server/admin/admin-access.server";
import { listPayments, type PaymentList } from "~/server/admin/list-payments.server";
import { db } from "~/server/db/database.server";
import { PaymentStatusBadge } from "~/ui/payment-status-badge";
import type { Route } from "./+types/payments";
import { AdminGate } from "./ui/admin-gate";
import { adminMeta } from "./ui/admin-meta";
import { AdminPage, AdminPanel, AdminTable, primaryButtonClass, secondaryButtonClass, tdClass } from "./ui/admin-page";
import { filterSelectClass } from "./ui/admin-search";
import { pageFrom, Pagination } from "./ui/pagination";

export const meta = () => adminMeta(PAYMENTS_TEXT.title);

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await optionalAdmin(request))) return { gate: true as const };
  const url = new URL(request.url);
  const filters = readPaymentFilters(url.searchParams);
  return { gate: false as const, filters, ...(await listPayments(await db(), { filters, page: pageFrom(url) })) };
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, filters, ...list } = loaderData;
  return <PaymentsScreen filters={filters} list={list} />;
}

const fieldClass = `mt-1 block w-full ${filterSelectClass}`;

function PaymentsScreen({ filters, list }: { filters: PaymentFilters; list: PaymentList }) {
  const query = paymentFilterQuery(filters);
  const field = (key: keyof PaymentFilters) => ({
    id: `payments-${key}`,
    name: paymentFilterParamName(key),
    defaultValue: filters[key],
  });
  return (
    <AdminPage
      title={PAYMENTS_TEXT.title}
      intro={PAYMENTS_TEXT.intro}
      actions={
        <a href={`/admin/payments/export.csv${query ? `?${query}` : ""}`} download className={secondaryButtonClass}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      }
    >
      <AdminPanel title="Filters" id="payment-filters">
        {/* A GET form: the filters live in the address, so a filtered list can be shared and the back button works. */}
        <Form method="get" role="search" aria-label="Payments" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="sm:col-span-2 lg:col-span-3">
              <label htmlFor="payments-search" className="block text-sm font-medium text-gray-800">
                {PAYMENTS_TEXT.searchLabel}
              </label>
              <input {...field("search")} type="search" placeholder={PAYMENTS_TEXT.searchPlaceholder} className={fieldClass} />
            </div>
            <div>
              <label htmlFor="payments-status" className="block text-sm font-medium text-gray-800">
                Status
              </label>
              <select {...field("status")} className={fieldClass}>
                <option value="">All statuses</option>
                {PAYMENT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {PAYMENT_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="payments-course" className="block text-sm font-medium text-gray-800">
                Course
              </label>
              <select {...field("course")} className={fieldClass}>
                <option value="">All courses</option>
                {PAYMENT_COURSES.map((course) => (
                  <option key={course} value={course}>
                    {course}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="payments-currency" className="block text-sm font-medium text-gray-800">
                Currency
              </label>
              <select {...field("currency")} className={fieldClass}>
                <option value="">All currencies</option>
                {PAYMENT_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="payments-from" className="block text-sm font-medium text-gray-800">
                From (India date)
              </label>
              <input {...field("from")} type="date" className={fieldClass} />
            </div>
            <div>
              <label htmlFor="payments-to" className="block text-sm font-medium text-gray-800">
                To (India date)
              </label>
              <input {...field("to")} type="date" className={fieldClass} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass}>
              Apply Filters
            </button>
            <Link to="/admin/payments" className={secondaryButtonClass}>
              Clear Filters
            </Link>
          </div>
        </Form>
      </AdminPanel>

      <AdminPanel title={`Payments (${list.total})`} id="payments" className="mt-6">
        <Totals totals={list.totals} />
        {list.payments.length === 0 ? (
          <p className="py-6 text-center text-gray-700">
            {hasPaymentFilters(filters) ? PAYMENTS_TEXT.noMatches : PAYMENTS_TEXT.noPayments}
          </p>
        ) : (
          <AdminTable
            label="Payments table"
            headings={["Date & Time (IST)", "Name", "Email", "Course", "Amount", "Status", "Payment ID", "Order ID"]}
          >
            {list.payments.map((payment) => (
              <tr key={payment.id}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <Link
                    to={`/admin/payments/${payment.id}`}
                    className="font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {formatIndiaDateTime(payment.createdAt)}
                  </Link>
                </td>
                <td className={tdClass}>{payment.name}</td>
                <td className={`${tdClass} break-all`}>{payment.email}</td>
                <td className={tdClass}>{payment.course}</td>
                <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
                  {formatMoney(payment.amountMinor, payment.currency)}
                </td>
                <td className={tdClass}>
                  <PaymentStatusBadge status={payment.status} />
                </td>
                <td className={`${tdClass} font-mono text-xs`}>{payment.providerPaymentId ?? "—"}</td>
                <td className={`${tdClass} font-mono text-xs`}>{payment.orderId ?? "—"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Payments" />
      </AdminPanel>
    </AdminPage>
  );
}

/** The filtered set's totals, one line per currency: never added across currencies. */
function Totals({ totals }: { totals: CurrencyTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <ul aria-label="Totals of the filtered payments" className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-800">
      {totals.map((total) => (
        <li key={total.currency}>
          <span className="font-semibold">{total.currency}:</span> {total.count} {total.count === 1 ? "payment" : "payments"},{" "}
          <span className="font-semibold tabular-nums">{formatMoney(total.amountMinor, total.currency)}</span> in all,{" "}
          <span className="tabular-nums">{formatMoney(total.successfulMinor, total.currency)}</span> successful
        </li>
      ))}
    </ul>
  );
}
