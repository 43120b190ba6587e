import { getConfig, logger } from "~/platform/index.server";
import type { PaymentProvider } from "./payment-provider.server";
import { createRazorpayProvider } from "./razorpay-provider.server";
import { createSandboxProvider, sandboxSecrets, type SandboxProvider } from "./sandbox-provider.server";
import { deliverSandboxWebhooks } from "./simulate-sandbox-checkout.server";

let provider: PaymentProvider | undefined;

/** This server's payment provider, chosen by PAYMENTS_PROVIDER (sandbox outside production). */
export function getPaymentProvider(): PaymentProvider {
  if (!provider) {
    const config = getConfig();
    provider =
      config.payments.provider === "razorpay"
        ? createRazorpayProvider(config.payments.razorpay)
        : createSandboxProvider(sandboxSecrets(config.authSecret), {
            // A refund's webhook goes to our own endpoint, as Razorpay's would (the checkout's go from its route).
            sendWebhooks: (webhooks) =>
              void deliverSandboxWebhooks(`${config.appUrl}/api/webhooks/razorpay`, webhooks).catch((error: unknown) =>
                logger.warn({ err: error }, "sandbox webhooks failed"),
              ),
          });
  }
  return provider;
}

/** The sandbox, when it is this server's provider; null with Razorpay (its simulation routes then answer 404). */
export function getSandboxProvider(provider: PaymentProvider = getPaymentProvider()): SandboxProvider | null {
  return provider.name === "sandbox" ? (provider as SandboxProvider) : null;
}
