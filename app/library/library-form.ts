import { z } from "zod";
import {
  isLibraryType,
  LIBRARY_ACCESS_LEVELS,
  LIBRARY_CATEGORIES,
  LIBRARY_LEVELS,
  LIBRARY_TYPES,
} from "~/library/library-catalogue";
import {
  checkbox,
  checkForm,
  type FormCheck,
  formText,
  listedOrKept,
  optionalImageUrl,
  optionalText,
  optionalUrl,
  optionalUuid,
  requiredText,
  requiredUrl,
} from "~/platform";

// spec 3 §2.7, §3 "library", §5 "Library", §8, §9. The types, categories, levels and access tiers are
// the public library's (app/library/library-catalogue.ts); the contributors are content (the instructor's name
// among them: app/content/library-contributors.ts), so the form's check is made for a list of them.
export const LIBRARY_MESSAGES = {
  unknownType: "Please choose a type from the list",
  unknownCategory: "Please choose a category from the list for this type",
  unknownLevel: "Please choose a level from the list",
  unknownContributor: "Please choose a contributor from the list",
  unknownAccess: "Please choose an access level from the list",
  invalidPages: "Pages must be a whole number",
  invalidFileSize: "File size must be a number of MB with at most 2 decimals",
  invalidRating: "Rating must be between 0 and 5 in steps of 0.1",
  invalidPublicationDate: "Publication date must be YYYY-MM-DD or YYYY",
  tooManyTags: "Please enter at most 30 tags of up to 60 characters each",
  confirmDelete: "Are you sure you want to delete this library item?",
  created: "Library item created successfully!",
  updated: "Library item updated successfully!",
  deleted: "Library item deleted successfully!",
  deleteFailedFallback: "Failed to delete library item",
  notFound: "This library item no longer exists. Please reload the page.",
} as const;

export const deleteLibraryItemFailedText = (message: string | null | undefined) =>
  message ? `Failed to delete item: ${message}` : LIBRARY_MESSAGES.deleteFailedFallback;

export const LIBRARY_PAGE_SIZE = 25;
export const MAX_TAGS = 30;

/** The categories the form offers for a type; none until a type is chosen, none for Newsletter (spec 3 §2.7). */
export function categoriesFor(type: string): readonly string[] {
  return isLibraryType(type) ? LIBRARY_CATEGORIES[type] : [];
}

/** Whether the category select is usable: a type with categories is chosen. */
export const isCategoryEnabled = (type: string) => categoriesFor(type).length > 0;

/** spec 3 §5: comma-separated, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/** A number field: null when empty; otherwise it must match `pattern` and pass `inRange`. */
const optionalNumber = (pattern: RegExp, inRange: (value: number) => boolean, message: string) =>
  formText(20)
    .refine((value) => value === "" || (pattern.test(value) && inRange(Number(value))), message)
    .transform((value) => (value === "" ? null : Number(value)));

/** What the item being edited holds now: each of these stays selectable even once off its list. */
export interface StoredLibraryChoices {
  publicationType: string;
  category: string | null;
  level: string;
  contributor: string;
  access: string;
}

const libraryItemSchema = (contributors: readonly string[], stored: StoredLibraryChoices | null) =>
  z
    .object({
      id: optionalUuid(),
      publication_type: listedOrKept(LIBRARY_TYPES, stored?.publicationType, LIBRARY_MESSAGES.unknownType),
      category: formText(200),
      title: requiredText(300),
      author_team: requiredText(300),
      level: listedOrKept(LIBRARY_LEVELS, stored?.level, LIBRARY_MESSAGES.unknownLevel),
      pages: optionalNumber(/^\d+$/, (pages) => pages <= 100_000, LIBRARY_MESSAGES.invalidPages),
      file_size_mb: optionalNumber(/^\d+(\.\d{1,2})?$/, (size) => size < 100_000_000, LIBRARY_MESSAGES.invalidFileSize),
      // spec 3 §5: 0-5 in steps of 0.1 (the column keeps one decimal).
      rating: optionalNumber(/^\d(\.\d)?$/, (rating) => rating >= 0 && rating <= 5, LIBRARY_MESSAGES.invalidRating),
      url: requiredUrl(),
      publication_date: requiredText(10).refine(
        (value) => value === "" || /^\d{4}(-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/.test(value),
        LIBRARY_MESSAGES.invalidPublicationDate,
      ),
      license_source: requiredText(300),
      tags: formText(2000)
        .transform(parseTags)
        .refine((tags) => tags.length <= MAX_TAGS && tags.every((tag) => tag.length <= 60), LIBRARY_MESSAGES.tooManyTags),
      contributor: listedOrKept(contributors, stored?.contributor, LIBRARY_MESSAGES.unknownContributor),
      verified: checkbox(),
      access: listedOrKept(LIBRARY_ACCESS_LEVELS, stored?.access, LIBRARY_MESSAGES.unknownAccess),
      thumbnail_url: optionalImageUrl(),
      github_repo: optionalUrl(),
      demo_url: optionalUrl(),
      notes: optionalText(5000),
    })
    .refine(
      (form) =>
        form.category === "" ||
        categoriesFor(form.publication_type).includes(form.category) ||
        // The item's own category, under its own type.
        (stored !== null && form.category === stored.category && form.publication_type === stored.publicationType),
      { message: LIBRARY_MESSAGES.unknownCategory, path: ["category"] },
    );

export interface LibraryItemInput {
  id: string | null;
  /** One of the library's types, or the item's own retired one. */
  publicationType: string;
  category: string | null;
  title: string;
  authorTeam: string;
  level: string;
  pages: number | null;
  fileSizeMb: string | null;
  rating: string | null;
  url: string;
  publicationDate: string;
  licenseSource: string;
  tags: string[];
  contributor: string;
  verified: boolean;
  access: string;
  thumbnailUrl: string | null;
  githubRepo: string | null;
  demoUrl: string | null;
  notes: string | null;
}

/** The admin library form's check, for the given list of contributors; `stored` is the edited item as saved (null for a new one). */
export const libraryItemFormCheck =
  (contributors: readonly string[]) =>
  (values: unknown, stored: StoredLibraryChoices | null = null): FormCheck<LibraryItemInput> => {
    const checked = checkForm(libraryItemSchema(contributors, stored), values);
    if (!checked.ok) return checked;
    const form = checked.value;
    return {
      ok: true,
      value: {
        id: form.id,
        publicationType: form.publication_type,
        // Newsletter has no categories; a category is optional for the other types.
        category: form.category === "" ? null : form.category,
        title: form.title,
        authorTeam: form.author_team,
        level: form.level,
        pages: form.pages,
        // Decimal columns take exact text: '1.5' stays '1.5', never a float's approximation.
        fileSizeMb: form.file_size_mb === null ? null : String(form.file_size_mb),
        rating: form.rating === null ? null : form.rating.toFixed(1),
        url: form.url,
        publicationDate: form.publication_date,
        licenseSource: form.license_source,
        tags: form.tags,
        contributor: form.contributor,
        verified: form.verified,
        access: form.access,
        thumbnailUrl: form.thumbnail_url,
        githubRepo: form.github_repo,
        demoUrl: form.demo_url,
        notes: form.notes,
      },
    };
  };

export interface LibraryFormValues {
  id: string;
  publication_type: string;
  category: string;
  title: string;
  author_team: string;
  level: string;
  pages: string;
  file_size_mb: string;
  rating: string;
  url: string;
  publication_date: string;
  license_source: string;
  tags: string;
  contributor: string;
  verified: boolean;
  access: string;
  thumbnail_url: string;
  github_repo: string;
  demo_url: string;
  notes: string;
}

export const emptyLibraryForm = (): LibraryFormValues => ({
  id: "",
  publication_type: "",
  category: "",
  title: "",
  author_team: "",
  level: "",
  pages: "",
  file_size_mb: "",
  rating: "",
  url: "",
  publication_date: "",
  license_source: "",
  tags: "",
  contributor: "",
  verified: true,
  access: "Anyone",
  thumbnail_url: "",
  github_repo: "",
  demo_url: "",
  notes: "",
});

/** A saved item as the form shows it in edit mode. */
export function libraryFormFromItem(item: Omit<LibraryItemInput, "id"> & { id: string }): LibraryFormValues {
  return {
    id: item.id,
    publication_type: item.publicationType,
    category: item.category ?? "",
    title: item.title,
    author_team: item.authorTeam,
    level: item.level,
    pages: item.pages === null ? "" : String(item.pages),
    file_size_mb: item.fileSizeMb === null ? "" : String(Number(item.fileSizeMb)),
    rating: item.rating === null ? "" : Number(item.rating).toFixed(1),
    url: item.url,
    publication_date: item.publicationDate,
    license_source: item.licenseSource,
    tags: item.tags.join(", "),
    contributor: item.contributor,
    verified: item.verified,
    access: item.access,
    thumbnail_url: item.thumbnailUrl ?? "",
    github_repo: item.githubRepo ?? "",
    demo_url: item.demoUrl ?? "",
    notes: item.notes ?? "",
  };
}
