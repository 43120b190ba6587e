import { siteConfig } from "~/content/site-config";
import { formatMoney, type Currency } from "~/platform";
import { composeEmail, type OutgoingEmail } from "~/email/index.server";

export interface PaymentConfirmation {
  email: string;
  name: string;
  course: string;
  amountMinor: number;
  currency: Currency;
  /** The provider's payment id, which support asks for. */
  providerPaymentId: string;
  /** The payment's receipt or tax invoice, attached as a PDF. */
  invoice?: { id: string; number: string };
}

/** spec 1 §7 send-payment-confirmation: e-mail, name, course, amount, currency and payment id. */
export function paymentConfirmationEmail(payment: PaymentConfirmation): Promise<OutgoingEmail> {
  const amount = formatMoney(payment.amountMinor, payment.currency);
  const details = [`Course: ${payment.course}`, `Amount paid: ${amount}`, `Payment ID: ${payment.providerPaymentId}`];
  if (payment.invoice) details.push(`Invoice: ${payment.invoice.number} (attached)`);
  const thanks = "Thank you! Your payment was successful and your seat is booked.";
  return composeEmail({
    to: payment.email,
    subject: `Payment confirmed: ${payment.course} | ${siteConfig.name}`,
    heading: "Payment confirmed",
    preview: `${thanks} ${payment.course}, ${amount}.`,
    blocks: [
      { kind: "paragraph", text: `Hello ${payment.name},` },
      { kind: "paragraph", text: thanks },
      { kind: "list", items: details },
      {
        kind: "list",
        title: "What happens next",
        items: [
          "Your course details follow by email.",
          "Your session schedule will be shared soon.",
          "Join our student community to meet your batch.",
          `Questions? Write to ${siteConfig.supportEmail} or call ${siteConfig.phoneDisplay}.`,
        ],
      },
    ],
    ...(payment.invoice ? { attachments: [{ kind: "invoice" as const, invoiceId: payment.invoice.id }] } : {}),
  });
}
