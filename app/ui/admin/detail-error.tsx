import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { AdminLinkButton, AdminPage } from "./admin-page";

/** A detail page's way back to its list ('All leads'). */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <AdminLinkButton to={to} icon={ArrowLeft}>
      {label}
    </AdminLinkButton>
  );
}

/** A detail page's error boundary: 'not found' for a 404, the role's refusal for a 403, otherwise a try-again message. */
export function DetailErrorPage({
  error,
  notFoundTitle,
  notFoundText,
  subject,
  back,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundText: string;
  /** 'lead' in 'We hit a problem loading this lead.' */
  subject: string;
  back: ReactNode;
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A staff role that may not open the page: the loader's 403 carries the words (app/staff/staff-roles.ts).
  const forbidden =
    isRouteErrorResponse(error) && error.status === 403 && (error.data as { forbidden?: boolean } | null)?.forbidden === true
      ? (error.data as { title: string; message: string })
      : null;
  if (forbidden) {
    return (
      <AdminPage title={forbidden.title} actions={back}>
        <p className="text-gray-700">{forbidden.message}</p>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={notFound ? notFoundTitle : "Something went wrong"} actions={back}>
      <p className="text-gray-700">
        {notFound ? notFoundText : `We hit a problem loading this ${subject}. Please try again in a moment.`}
      </p>
    </AdminPage>
  );
}

/** Where a detail page sits: its list, for the way back, and the words of its error page. */
export interface DetailPage {
  list: { to: string; label: string };
  notFoundTitle: string;
  notFoundText: string;
  /** 'lead' in 'We hit a problem loading this lead.' */
  subject: string;
}

/** A detail page's ErrorBoundary export, made from where the page sits. */
export function detailErrorBoundary({ list, ...words }: DetailPage) {
  return function DetailErrorBoundary({ error }: { error: unknown }) {
    return <DetailErrorPage error={error} {...words} back={<BackToList {...list} />} />;
  };
}
