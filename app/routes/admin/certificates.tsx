import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useFetcher } from "react-router";
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TYPES,
  certificateTitle,
  checkCertificateForm,
  CUSTOM_CERTIFICATE_TYPE,
  CUSTOM_TITLE_MAX_LENGTH,
  deleteCertificateFailedText,
  emptyCertificateForm,
  type CertificateFormValues,
} from "~/certificates";
import { COMPLETION_TEXT, parseRevokeReason, REVOKE_REASON_MAX_LENGTH } from "~/classroom";
import { formatDisplayDate, formatIndiaDate, isUuid } from "~/platform";
import { filterText } from "~/staff";
import { readCertificateChoices } from "~/staff/index.server";
import {
  type CertificateRow,
  deleteCertificate,
  listCertificates,
  revokeCertificate,
  saveCertificate,
} from "~/certificates/index.server";
import { type Database, db } from "~/platform/index.server";
import type { AuditActor } from "~/staff/index.server";
import { CheckboxField, SelectField, SuggestionSearchField, TextAreaField, TextField } from "~/ui/forms/field";
import { answerAdminDelete, answerAdminSave, createdOrUpdated, readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/certificates";
import type { UserSearchAnswer } from "./certificate-user-search";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminFormButtons, AdminFormPanel, ResetButton } from "~/ui/admin/admin-form";
import { ActiveBadge, AdminPage, AdminPanel, AdminTable, smallButtonClass, tdClass } from "~/ui/admin/admin-page";
import { AdminSearch } from "~/ui/admin/admin-search";
import { pageFrom, Pagination } from "~/ui/admin/pagination";
import { DeleteRowButton, useRowRemover } from "~/ui/admin/row-remover";
import { AdminStatus, statusOfAnswer } from "~/ui/admin/status-message";
import { asOptions, withCurrent } from "~/ui/forms/options";
import { useAdminForm } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Manage Certificates");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, async (url) => {
    const search = filterText(url.searchParams, "q");
    // 'Issue certificate' on a student's page opens this form with the student's e-mail filled in.
    const presetEmail = filterText(url.searchParams, "email").slice(0, 254);
    return {
      search,
      presetEmail,
      ...(await listCertificates(await db(), { page: pageFrom(url), search })),
    };
  });
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request);
  if (form.intent === "revoke") return answerRevoke(database, admin, form);
  if (form.intent === "delete") {
    return answerAdminDelete({
      id: form.id,
      remove: (id) => deleteCertificate(database, { actor: admin, id }),
      messages: CERTIFICATE_MESSAGES,
      failedText: deleteCertificateFailedText,
      context: "certificate",
    });
  }
  return answerAdminSave({
    checked: checkCertificateForm(form, await readCertificateChoices(database, form.id)),
    save: (certificate) => saveCertificate(database, { actor: admin, certificate }),
    successMessage: createdOrUpdated(CERTIFICATE_MESSAGES),
    notFoundMessage: CERTIFICATE_MESSAGES.notFound,
    context: "certificate",
  });
}

async function answerRevoke(database: Database, admin: AuditActor, form: Record<string, string>) {
  const parsed = parseRevokeReason(form.reason);
  if ("error" in parsed) return data({ ok: false, message: parsed.error, intent: "revoke" }, { status: 400 });
  if (!isUuid(form.id)) return data({ ok: false, message: CERTIFICATE_MESSAGES.notFound, intent: "revoke" }, { status: 404 });
  const outcome = await revokeCertificate(database, { actor: admin, id: form.id, reason: parsed.reason });
  if (outcome === "not-found")
    return data({ ok: false, message: CERTIFICATE_MESSAGES.notFound, intent: "revoke" }, { status: 404 });
  if (outcome === "already-revoked")
    return data({ ok: false, message: COMPLETION_TEXT.alreadyRevoked, intent: "revoke" }, { status: 409 });
  return { ok: true, message: COMPLETION_TEXT.revoked, intent: "revoke" };
}

export default function AdminCertificates({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <CertificatesScreen {...loaderData} />;
}

function formFromCertificate(certificate: CertificateRow): CertificateFormValues {
  return {
    id: certificate.id,
    user_email: certificate.userEmail,
    certificate_name: certificate.certificateName,
    custom_title: certificate.customTitle ?? "",
    date_of_issuing: certificate.dateOfIssuing,
    certificate_image_link: certificate.certificateImageLink,
    is_active: certificate.isActive,
  };
}

const typeOptions = asOptions(CERTIFICATE_TYPES);

function CertificatesScreen({
  certificates,
  search,
  presetEmail,
  page,
  pageCount,
  total,
}: {
  certificates: CertificateRow[];
  search: string;
  presetEmail: string;
  page: number;
  pageCount: number;
  total: number;
}) {
  const form = useAdminForm<CertificateFormValues>({
    empty: emptyCertificateForm,
    initial: { ...emptyCertificateForm(), user_email: presetEmail },
    check: (values, edited) => checkCertificateForm(values, edited && { certificateName: edited.certificate_name }),
  });
  const { remover, status: deleteStatus } = useRowRemover();
  const { values, field } = form;
  const editing = values.id !== "";
  const options = withCurrent(typeOptions, values.certificate_name);

  return (
    <AdminPage title="Manage Certificates" intro="Issue a certificate to a user, or click Edit in the table to update one.">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AdminFormPanel
          form={form}
          title={editing ? "Update Certificate" : "Issue Certificate"}
          id="certificate-form"
          className="self-start"
        >
          <input type="hidden" name="id" value={values.id} />
          <input type="hidden" name="intent" value="save" />
          <UserSearch onChoose={(email) => form.set("user_email", email)} />
          <TextField label="User Email" type="email" required {...field("user_email")} />
          <SelectField
            label="Certificate Type"
            required
            placeholder="Select a certificate type"
            options={options}
            {...field("certificate_name")}
          />
          {values.certificate_name === CUSTOM_CERTIFICATE_TYPE ? (
            <TextField
              label="Custom Certificate Title"
              required
              maxLength={CUSTOM_TITLE_MAX_LENGTH}
              hint={`Printed on the certificate's page instead of the type; at most ${CUSTOM_TITLE_MAX_LENGTH} characters.`}
              {...field("custom_title")}
            />
          ) : null}
          <TextField label="Date of Issuing" type="date" required {...field("date_of_issuing")} />
          <TextField
            label="Certificate Image Link"
            type="url"
            required
            placeholder="https://.../certificate.png"
            hint=".jpg, .png, .gif, .webp, .bmp, or a OneDrive, SharePoint, Google Drive, Dropbox, Imgur, Cloudinary, AWS S3 or Supabase link"
            {...field("certificate_image_link")}
          />
          <CheckboxField label="Active" {...form.checkbox("is_active")} />
          <AdminFormButtons
            busy={form.busy}
            reset={<ResetButton onClick={form.reset}>{editing ? "Cancel Edit" : "Clear Form"}</ResetButton>}
          >
            {editing ? "Update Certificate" : "Issue Certificate"}
          </AdminFormButtons>
        </AdminFormPanel>

        <AdminPanel title="Issued Certificates" id="certificate-list">
          <AdminSearch
            id="certificate-search"
            label={CERTIFICATE_MESSAGES.searchLabel}
            placeholder={CERTIFICATE_MESSAGES.searchPlaceholder}
            defaultValue={search}
          />
          <div className="mb-4">
            <AdminStatus status={deleteStatus} />
          </div>
          {certificates.length === 0 ? (
            <p className="text-gray-700">{search ? CERTIFICATE_MESSAGES.noMatches : "No certificates found"}</p>
          ) : (
            <AdminTable label="Certificates table" headings={["User Email", "Certificate", "Issued", "Status", "Actions"]}>
              {certificates.map((certificate) => (
                <tr key={certificate.id}>
                  <td className={`${tdClass} break-all`}>{certificate.userEmail}</td>
                  <td className={tdClass}>
                    {certificateTitle(certificate)}
                    {certificate.issuedOnCompletion ? (
                      <span className="block text-xs text-gray-600">Issued on completion</span>
                    ) : null}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDisplayDate(certificate.dateOfIssuing)}</td>
                  <td className={tdClass}>
                    {certificate.revokedAt ? (
                      <span className="text-sm font-semibold text-red-800">
                        Revoked {formatIndiaDate(certificate.revokedAt)}
                        <span className="block text-xs font-normal text-gray-700">{certificate.revokedReason}</span>
                      </span>
                    ) : (
                      <ActiveBadge active={certificate.isActive} />
                    )}
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      {/* An earned certificate follows from the completion rule and its picture is drawn: revoke, not edit. */}
                      {certificate.issuedOnCompletion ? null : (
                        <button
                          type="button"
                          className={smallButtonClass}
                          onClick={() => form.edit(formFromCertificate(certificate))}
                        >
                          Edit
                        </button>
                      )}
                      <a
                        href={certificate.certificateImageLink}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={smallButtonClass}
                      >
                        View Image
                        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                      {certificate.revokedAt ? null : <RevokeForm certificate={certificate} />}
                      <DeleteRowButton remover={remover} id={certificate.id} confirmText={CERTIFICATE_MESSAGES.confirmDelete}>
                        Delete
                      </DeleteRowButton>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
          <Pagination page={page} pageCount={pageCount} total={total} label="Certificates" />
        </AdminPanel>
      </div>
    </AdminPage>
  );
}

/** spec 3 §2.6: a search on users' e-mail or name (case-insensitive, at most 10 matches); choosing one fills the e-mail. */
function UserSearch({ onChoose }: { onChoose: (email: string) => void }) {
  const search = useFetcher<UserSearchAnswer>();
  const { load } = search;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);

  // Only the typed text starts a search (`load` keeps its identity).
  useEffect(() => {
    const query = text.trim();
    if (query.length === 0) return;
    const timer = window.setTimeout(() => load(`/admin/certificates/users?q=${encodeURIComponent(query)}`), 250);
    return () => window.clearTimeout(timer);
  }, [text, load]);

  const suggestions = text.trim() && search.data ? search.data.users : [];
  return (
    <div className="relative">
      <SuggestionSearchField
        label="Search User"
        id="user-search"
        value={text}
        placeholder="Type a name or email"
        aria-describedby="user-search-count"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
      />
      <p id="user-search-count" className="sr-only" aria-live="polite">
        {open && text.trim() ? `${suggestions.length} matching users` : ""}
      </p>
      {open && suggestions.length > 0 ? (
        <ul
          aria-label="Matching users"
          className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((user) => (
            <li key={user.userId}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
                onClick={() => {
                  onChoose(user.email);
                  setText("");
                  setOpen(false);
                }}
              >
                <span className="block font-medium text-gray-900">{user.name}</span>
                <span className="block text-gray-700">{user.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Revoke with a reason: the certificate stays on record, stops being valid and is not issued again. */
function RevokeForm({ certificate }: { certificate: CertificateRow }) {
  const revoke = useFetcher<{ ok: boolean; message: string }>();
  const reasonId = `revoke-reason-${certificate.id}`;
  return (
    <details className="w-full">
      <summary className={`${smallButtonClass} cursor-pointer`}>Revoke</summary>
      <revoke.Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={certificate.id} />
        <TextAreaField
          label="Reason (kept for admins, not shown on the verification page)"
          name="reason"
          id={reasonId}
          required
          maxLength={REVOKE_REASON_MAX_LENGTH}
          rows={2}
          compact
        />
        <button type="submit" className={smallButtonClass} disabled={revoke.state !== "idle"}>
          Revoke certificate
        </button>
        <AdminStatus status={statusOfAnswer(revoke.data)} />
      </revoke.Form>
    </details>
  );
}
