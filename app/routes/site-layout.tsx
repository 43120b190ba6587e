import { Outlet } from "react-router";
import { FloatingPayButton, PaymentDialogProvider } from "~/payments/ui";
import { SiteFooter } from "~/ui/layout/site-footer";
import { SiteHeader } from "~/ui/layout/site-header";

export default function SiteLayout() {
  return (
    <PaymentDialogProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <div className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
        <FloatingPayButton />
      </div>
    </PaymentDialogProvider>
  );
}
