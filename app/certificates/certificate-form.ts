import { z } from "zod";
import {
  checkbox,
  checkForm,
  type FormCheck,
  formText,
  isWebUrl,
  listedOrKept,
  optionalUuid,
  requiredDate,
  requiredText,
} from "~/platform";

// spec 3 §2.6, §5 "Certificate", §8, §9 "Certificate types".
export const CERTIFICATE_MESSAGES = {
  invalidImageLink:
    "Please enter a valid image URL. Supported formats: .jpg, .png, .gif, .webp, .bmp, or links from OneDrive, SharePoint, Google Drive, Dropbox, Imgur, Cloudinary, AWS S3, or Supabase.",
  invalidEmail: "Please enter a valid email address",
  unknownType: "Please choose a certificate type from the list",
  confirmDelete: "Are you sure you want to delete this certificate?",
  created: "Certificate created successfully!",
  updated: "Certificate updated successfully!",
  deleted: "Certificate deleted successfully!",
  deleteFailedFallback: "Failed to delete certificate",
  notFound: "This certificate no longer exists. Please reload the page.",
  customTitleRequired: "Please enter the custom certificate title",
  customTitleTooLong: "The custom certificate title must be at most 120 characters",
  searchLabel: "Search by student name or email",
  searchPlaceholder: "Student name or email",
  noMatches: "No certificates match this search",
} as const;

// A 'Custom Certificate' carries its own title, printed instead of the type.
export const CUSTOM_CERTIFICATE_TYPE = "Custom Certificate";
export const CUSTOM_TITLE_MAX_LENGTH = 120;

/** The title a certificate shows (verify page, dashboard, e-mail): its custom title, else its type. */
export const certificateTitle = (certificate: { certificateName: string; customTitle: string | null }) =>
  certificate.customTitle ?? certificate.certificateName;

export const deleteCertificateFailedText = (message: string | null | undefined) =>
  message ? `Failed to delete certificate: ${message}` : CERTIFICATE_MESSAGES.deleteFailedFallback;

export const CERTIFICATE_TYPES = [
  "AI Agent Development Certification",
  "Vibe Coding Certification",
  "Python for ML & AI Certification",
  "AI Certification for Professionals",
  "PowerBI & Tableau Certification",
  "Excel Automation Certification",
  "Quantum Computing Certification",
  "Masterclass Completion Certificate",
  "Custom Certificate",
] as const;

export const USER_SEARCH_LIMIT = 10; // spec 3 §9

const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".webp", ".bmp"];

// spec 3 §5: SharePoint, OneDrive (two forms), Google Drive, Dropbox, Imgur, Cloudinary, AWS S3, Supabase.
const IMAGE_HOSTS = [
  "sharepoint.com",
  "onedrive.live.com",
  "1drv.ms",
  "drive.google.com",
  "dropbox.com",
  "imgur.com",
  "cloudinary.com",
  "amazonaws.com",
  "supabase.co",
];

/**
 * The image-link rule of spec 3 §5: an http(s) address whose path names an image file, or that
 * lives on one of the listed file and image hosts (the host itself or a subdomain of it).
 */
export function isCertificateImageLink(link: string): boolean {
  if (!isWebUrl(link)) return false;
  const url = new URL(link);
  const path = safeDecode(url.pathname).toLowerCase();
  if (IMAGE_EXTENSIONS.some((extension) => path.includes(extension))) return true;
  const host = url.hostname.toLowerCase();
  return IMAGE_HOSTS.some((imageHost) => host === imageHost || host.endsWith(`.${imageHost}`));
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export interface CertificateFormValues {
  id: string;
  user_email: string;
  certificate_name: string;
  custom_title: string;
  date_of_issuing: string;
  certificate_image_link: string;
  is_active: boolean;
}

export const emptyCertificateForm = (): CertificateFormValues => ({
  id: "",
  user_email: "",
  certificate_name: "",
  custom_title: "",
  date_of_issuing: "",
  certificate_image_link: "",
  is_active: true,
});

/** What the certificate being edited holds now: its type stays selectable even once off the list. */
export interface StoredCertificateChoices {
  certificateName: string;
}

const certificateSchema = (stored: StoredCertificateChoices | null) =>
  z.object({
    id: optionalUuid(),
    user_email: requiredText(254)
      .refine((value) => value === "" || z.email().safeParse(value).success, CERTIFICATE_MESSAGES.invalidEmail)
      .transform((value) => value.toLowerCase()),
    certificate_name: listedOrKept(CERTIFICATE_TYPES, stored?.certificateName, CERTIFICATE_MESSAGES.unknownType),
    // Read generously so that its own message, not the generic one, names a title that is too long.
    custom_title: formText(10_000),
    date_of_issuing: requiredDate(),
    certificate_image_link: requiredText(2048).refine(
      (value) => value === "" || isCertificateImageLink(value),
      CERTIFICATE_MESSAGES.invalidImageLink,
    ),
    is_active: checkbox(),
  });

/** The custom title's own rule: required (and at most 120 characters) for a 'Custom Certificate', dropped otherwise. */
export function checkCustomTitle(certificateName: string, customTitle: string): FormCheck<string | null> {
  if (certificateName !== CUSTOM_CERTIFICATE_TYPE) return { ok: true, value: null };
  if (customTitle === "") return { ok: false, message: CERTIFICATE_MESSAGES.customTitleRequired };
  if (customTitle.length > CUSTOM_TITLE_MAX_LENGTH) return { ok: false, message: CERTIFICATE_MESSAGES.customTitleTooLong };
  return { ok: true, value: customTitle };
}

export interface CertificateInput {
  id: string | null;
  userEmail: string;
  certificateName: string;
  customTitle: string | null;
  dateOfIssuing: string;
  certificateImageLink: string;
  isActive: boolean;
}

/** The form's check; `stored` is the edited certificate as saved (null for a new one). */
export function checkCertificateForm(
  values: unknown,
  stored: StoredCertificateChoices | null = null,
): FormCheck<CertificateInput> {
  const checked = checkForm(certificateSchema(stored), values);
  if (!checked.ok) return checked;
  const form = checked.value;
  const customTitle = checkCustomTitle(form.certificate_name, form.custom_title);
  if (!customTitle.ok) return customTitle;
  return {
    ok: true,
    value: {
      id: form.id,
      userEmail: form.user_email,
      certificateName: form.certificate_name,
      customTitle: customTitle.value,
      dateOfIssuing: form.date_of_issuing,
      certificateImageLink: form.certificate_image_link,
      isActive: form.is_active,
    },
  };
}
