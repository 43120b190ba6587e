import type { ReactNode } from "react";
import { Link } from "react-router";
import { SuccessBanner } from "~/ui/forms/form-controls";
import { OwnerApplicationForm } from "./owner-application-form";
import { OWNER_FORM_ID, type OwnerApplication } from "./use-owner-application";

/** A link that opens the owner form in place (a plain link to `?apply=1` without JavaScript). */
export function ApplyLink({
  application,
  className,
  children,
}: {
  application: OwnerApplication;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={application.applyLink}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        application.open();
      }}
      className={className}
    >
      {children}
    </Link>
  );
}

/** Where the owner form opens, and where its thanks stay once it is sent. */
export function OwnerApplicationSection({ application }: { application: OwnerApplication }) {
  return (
    <section id={OWNER_FORM_ID} aria-label="AI Spot application" className="scroll-mt-20 px-4">
      <div className="mx-auto max-w-3xl">
        {application.successMessage ? (
          <div className="py-8">
            <SuccessBanner message={application.successMessage} />
          </div>
        ) : null}
        {application.formOpen ? (
          <OwnerApplicationForm
            key={application.formKey}
            fetcher={application.fetcher}
            failure={application.failure}
            onCancel={application.close}
          />
        ) : null}
      </div>
    </section>
  );
}
