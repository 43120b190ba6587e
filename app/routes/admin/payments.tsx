import { Form, Link } from "react-router";
import {
  type CurrencyTotal,
  hasPaymentFilters,
  listRefundState,
  PAYMENT_COURSES,
  PAYMENT_CURRENCIES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentFilterParamName,
  paymentFilterQuery,
  type PaymentFilters,
  type PaymentListRow,
  PAYMENTS_TEXT,
  readPaymentFilters,
} from "~/payments";
import { formatIndiaDateTime, formatMoney } from "~/platform";
import { listPayments, type PaymentList } from "~/payments/index.server";
import { PaymentStatusBadge } from "~/payments/ui";
import { adminListLoader } from "./admin-loader.server";
import type { Route } from "./+types/payments";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { FilterButtons } from "~/ui/admin/admin-search";
import { SelectField, TextField } from "~/ui/forms/field";
import { Pagination } from "~/ui/admin/pagination";

export const meta = () => adminMeta(PAYMENTS_TEXT.title);

export const loader = ({ request }: Route.LoaderArgs) =>
  adminListLoader(request, readPaymentFilters, listPayments, { access: "payments" });

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, filters, ...list } = loaderData;
  return <PaymentsScreen filters={filters} list={list} />;
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] }));
const COURSE_OPTIONS = asOptions(PAYMENT_COURSES);
const CURRENCY_OPTIONS = asOptions(PAYMENT_CURRENCIES);

function PaymentsScreen({ filters, list }: { filters: PaymentFilters; list: PaymentList }) {
  // Each filter's control, named as the address names it.
  const control = (key: keyof PaymentFilters) => ({
    id: `payments-${key}`,
    name: paymentFilterParamName(key),
    defaultValue: filters[key],
    compact: true,
  });
  return (
    <AdminPage title={PAYMENTS_TEXT.title} intro={PAYMENTS_TEXT.intro}>
      <AdminPanel title="Filters" id="payment-filters">
        <Form method="get" role="search" aria-label="Filter payments" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              label={PAYMENTS_TEXT.searchLabel}
              {...control("search")}
              type="search"
              placeholder={PAYMENTS_TEXT.searchPlaceholder}
              className="sm:col-span-2 lg:col-span-3"
            />
            <SelectField label="Status" {...control("status")} placeholder="All statuses" options={STATUS_OPTIONS} />
            <SelectField label="Course" {...control("course")} placeholder="All courses" options={COURSE_OPTIONS} />
            <SelectField label="Currency" {...control("currency")} placeholder="All currencies" options={CURRENCY_OPTIONS} />
            <TextField label="From (India date)" {...control("from")} type="date" />
            <TextField label="To (India date)" {...control("to")} type="date" />
          </div>
          <FilterButtons listPath="/admin/payments" exportPath="/admin/payments/export.csv" query={paymentFilterQuery(filters)} />
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
                <td className={`${tdClass} min-w-[9rem]`}>{payment.name}</td>
                <td className={`${tdClass} min-w-[14rem] break-all`}>{payment.email}</td>
                <td className={`${tdClass} min-w-[9rem]`}>{payment.course}</td>
                <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
                  {formatMoney(payment.amountMinor, payment.currency)}
                </td>
                <td className={tdClass}>
                  <PaymentStatusBadge status={payment.status} />
                  <RefundState payment={payment} />
                </td>
                <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{payment.providerPaymentId ?? "—"}</td>
                <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{payment.orderId ?? "—"}</td>
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

function RefundState({ payment }: { payment: PaymentListRow }) {
  const state = listRefundState(payment);
  return state ? <p className="mt-1 whitespace-nowrap text-xs font-semibold text-gray-700">{state}</p> : null;
}
