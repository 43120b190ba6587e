import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { ABANDON_AFTER_SECONDS } from "~/payments/payment-state";
import { getConfig } from "~/platform/index.server";
import { hmacSha256Hex } from "./signatures.server";

// Which payments this browser started: a signed, HttpOnly cookie set with each new order, so /payment-success
// can show a guest their own payment, and nobody a payment whose id they guessed
// (docs/decisions/0024-payment-success-summary.md).

/** A receipt lasts as long as a checkout can stay undecided: reconciliation closes a pending payment within a day. */
export const RECEIPT_SECONDS = ABANDON_AFTER_SECONDS;
const MAX_RECEIPTS = 5;

const Receipts = z.array(z.object({ id: z.uuid(), until: z.number() })).max(MAX_RECEIPTS);
type Receipt = z.output<typeof Receipts>[number];

let cookie: Cookie | undefined;

function receiptCookie(): Cookie {
  const config = getConfig();
  cookie ??= createCookie("payment_receipts", {
    // A key of its own, derived from the server's secret: nothing else is signed with it.
    secrets: [hmacSha256Hex(config.authSecret, "payment-receipts:v1")],
    httpOnly: true,
    secure: config.isProduction,
    sameSite: "lax",
    path: "/",
    maxAge: RECEIPT_SECONDS,
  });
  return cookie;
}

async function currentReceipts(request: Request, nowMs: number): Promise<Receipt[]> {
  // A cookie that is missing, unsigned, tampered with or malformed counts as no receipts.
  const value: unknown = await receiptCookie()
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  const parsed = Receipts.safeParse(value);
  return parsed.success ? parsed.data.filter((receipt) => receipt.until > nowMs) : [];
}

/** The payment ids this browser created orders for, within the last day. */
export async function receiptPaymentIds(request: Request, nowMs = Date.now()): Promise<string[]> {
  return (await currentReceipts(request, nowMs)).map((receipt) => receipt.id);
}

/** The Set-Cookie value that adds `paymentId` to this browser's receipts (the newest few are kept). */
export async function rememberPaymentReceipt(request: Request, paymentId: string, nowMs = Date.now()): Promise<string> {
  const others = (await currentReceipts(request, nowMs)).filter((receipt) => receipt.id !== paymentId);
  const receipts = [{ id: paymentId, until: nowMs + RECEIPT_SECONDS * 1000 }, ...others].slice(0, MAX_RECEIPTS);
  return receiptCookie().serialize(receipts);
}
