import { siteConfig } from "~/content/site-config";
import { formatMoney, type Currency } from "~/domain/money";
import type { OutgoingEmail } from "../email/outbox.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

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
export function paymentConfirmationEmail(payment: PaymentConfirmation): OutgoingEmail {
  const amount = formatMoney(payment.amountMinor, payment.currency);
  const details = [`Course: ${payment.course}`, `Amount paid: ${amount}`, `Payment ID: ${payment.providerPaymentId}`];
  if (payment.invoice) details.push(`Invoice: ${payment.invoice.number} (attached)`);
  const nextSteps = [
    "Your course details follow by email.",
    "Your session schedule will be shared soon.",
    "Join our student community to meet your batch.",
    `Questions? Write to ${siteConfig.supportEmail} or call ${siteConfig.phoneDisplay}.`,
  ];
  return {
    to: payment.email,
    subject: `Payment confirmed: ${payment.course} | ${siteConfig.name}`,
    text: `Hello ${payment.name},\n\nThank you! Your payment was successful and your seat is booked.\n\n${details.join("\n")}\n\nWhat happens next:\n${nextSteps.map((step) => `- ${step}`).join("\n")}\n\n${siteConfig.name}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(siteConfig.name)}</h1><h2 style="font-size:18px">Payment confirmed</h2>
<p>Hello ${escapeHtml(payment.name)},</p><p>Thank you! Your payment was successful and your seat is booked.</p>
<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><strong>What happens next</strong></p><ul>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>
<p style="color:#6b7280;font-size:12px">${escapeHtml(siteConfig.name)} · ${escapeHtml(siteConfig.supportEmail)} · ${escapeHtml(siteConfig.phoneDisplay)}</p>
</body></html>`,
    ...(payment.invoice ? { attachments: [{ kind: "invoice" as const, invoiceId: payment.invoice.id }] } : {}),
  };
}
