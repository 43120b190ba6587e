import { z } from "zod";
import {
  FIELD_MESSAGES,
  httpsImageUrlOrNull,
  httpUrlOrNull,
  IMAGE_LINK_HTTPS_MESSAGE,
  isEmailInputAddress,
  postedText,
  withoutNulCharacters,
} from "~/platform";

// spec 3 §2.11, §4 "Owner form", §5 "Owner application" and "Filters", §8, §9 "AI Spots".

export const TYPES_OF_PLACE = [
  "Restaurants",
  "Pubs",
  "Cafes",
  "Libraries",
  "Office Canteens",
  "Mall Food Courts",
  "Clubs",
  "Co-working Spaces",
  "Hotels",
  "Others",
] as const;

export const SPOT_COUNTRIES = ["India", "USA", "Canada", "UK", "Australia", "Others"] as const;
export const DEFAULT_SPOT_COUNTRY = "India";

const TYPE_EMOJIS: Record<string, string> = {
  Restaurants: "🍽️",
  Pubs: "🍺",
  Cafes: "☕",
  Libraries: "📚",
  "Office Canteens": "🏢",
  "Mall Food Courts": "🛍️",
  Clubs: "🎉",
  "Co-working Spaces": "💼",
  Hotels: "🏨",
};

/** The emoji of a card without an image; a pin for any other type. */
export function typeEmoji(typeOfPlace: string) {
  return (Object.hasOwn(TYPE_EMOJIS, typeOfPlace) ? TYPE_EMOJIS[typeOfPlace] : undefined) ?? "📍";
}

/** spec 3 §2.11: the name, or 'AI Spot - {city}' when there is none. */
export function spotDisplayName(spot: { name: string | null; city: string }) {
  return spot.name?.trim() ? spot.name : `AI Spot - ${spot.city}`;
}

/** The ratings badge text with one decimal, or null when there are no ratings above 0. */
export function ratingBadge(ratings: string | number | null) {
  const value = ratings === null ? 0 : Number(ratings);
  return Number.isFinite(value) && value > 0 ? value.toFixed(1) : null;
}

/** What the public directory shows of an approved spot (spec 3 §2.11). Pending spots never get here. */
export interface PublicSpot {
  id: string;
  name: string;
  typeOfPlace: string;
  address: string;
  country: string;
  state: string;
  city: string;
  pinZip: string;
  telephone: string;
  aispotEmail: string;
  ownerManagerName: string;
  mobile: string;
  email: string;
  price: string;
  mapLink: string | null;
  imageUrl: string | null;
  rating: string | null;
  mapEmbedUrl: string;
  /** The spot has a quiz code: the detail shows 'Take the AI Readiness Quiz'. */
  hasQuizCode: boolean;
}

// ── Filters (spec 3 §5 "Filters"): country and type exact, state and city case-insensitive contains.

/** The public directory is read this many spots at a time (?page=), so every approved spot can be reached. */
export const SPOT_DIRECTORY_PAGE_SIZE = 24;

export interface SpotFilters {
  country: string;
  state: string;
  city: string;
  type: string;
}

export function parseSpotFilters(searchParams: URLSearchParams): SpotFilters {
  const pick = (name: string, allowed: readonly string[]) => {
    const value = searchParams.get(name) ?? "";
    return allowed.includes(value) ? value : "";
  };
  const text = (name: string) =>
    withoutNulCharacters(searchParams.get(name) ?? "")
      .trim()
      .slice(0, 100);
  return {
    country: pick("country", SPOT_COUNTRIES),
    state: text("state"),
    city: text("city"),
    type: pick("type", TYPES_OF_PLACE),
  };
}

export function hasSpotFilters(filters: SpotFilters) {
  return Object.values(filters).some((value) => value !== "");
}

// ── The owner application.

export const OWNER_APPLICATION_REQUIRED_FIELDS = [
  "Name",
  "Type_of_Place",
  "Address",
  "Country",
  "State",
  "City",
  "Pin_Zip",
  "Telephone",
  "AISpot_Email",
  "Owner_Manager_Name",
  "Mobile",
  "Email",
  "Price",
] as const;

export type OwnerApplicationField = (typeof OWNER_APPLICATION_REQUIRED_FIELDS)[number] | "Map_Link" | "Image_URL";

export const OWNER_FIELD_LIMITS: Record<OwnerApplicationField, number> = {
  Name: 150,
  Type_of_Place: 50,
  Address: 300,
  Country: 50,
  State: 100,
  City: 100,
  Pin_Zip: 20,
  Telephone: 25,
  AISpot_Email: 254,
  Owner_Manager_Name: 100,
  Mobile: 25,
  Email: 254,
  Price: 100,
  Map_Link: 2000,
  Image_URL: 2000,
};

/** spec 3 §5: 'Please fill in the {field} field', the first underscore of the field's name read as a space. */
export function missingFieldMessage(field: string) {
  return `Please fill in the ${field.replace("_", " ")} field`;
}

export const OWNER_MESSAGES = {
  consent: "Please agree to the terms and conditions",
  invalidUrl: FIELD_MESSAGES.invalidUrl,
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  tooLong: FIELD_MESSAGES.tooLong,
  success: "Thank you! Your AI Spot application has been received. Our team will review it shortly.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

/**
 * The consent the owner ticks (spec 3 §5). An approved spot's detail shows the contact person's name, tap-to-call
 * mobile and e-mail to anyone (spec 3 §2.11), so the owner is told so before agreeing.
 */
export const OWNER_CONSENT_TEXT =
  "I agree to the terms and conditions of the AI Spot programme: my venue will display the AI Spot quiz code, the academy may contact me about it, and once the venue is approved its details, including the contact person's name, mobile number and e-mail, are shown to visitors of the AI Spots directory.";

export const ownerSubmitFailedMessage = (message: string) => `Failed to submit application: ${message}`;

const text = postedText;

const OwnerApplicationInput = z.object({
  ...(Object.fromEntries(Object.keys(OWNER_FIELD_LIMITS).map((field) => [field, text])) as Record<
    OwnerApplicationField,
    typeof text
  >),
  Consent: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
});

type OwnerApplicationInput = z.output<typeof OwnerApplicationInput>;

function ownerApplicationProblems(input: OwnerApplicationInput): string[] {
  const problems: string[] = [];
  for (const field of OWNER_APPLICATION_REQUIRED_FIELDS) {
    const value = input[field];
    const known =
      field === "Type_of_Place"
        ? (TYPES_OF_PLACE as readonly string[]).includes(value)
        : field === "Country"
          ? (SPOT_COUNTRIES as readonly string[]).includes(value)
          : value !== "";
    if (!known) problems.push(missingFieldMessage(field));
  }
  if (!input.Consent) problems.push(OWNER_MESSAGES.consent);
  if ((input.AISpot_Email && !isEmailInputAddress(input.AISpot_Email)) || (input.Email && !isEmailInputAddress(input.Email))) {
    problems.push(OWNER_MESSAGES.invalidEmail);
  }
  if ((input.Map_Link && !httpUrlOrNull(input.Map_Link)) || (input.Image_URL && !httpUrlOrNull(input.Image_URL))) {
    problems.push(OWNER_MESSAGES.invalidUrl);
  } else if (input.Image_URL && !httpsImageUrlOrNull(input.Image_URL)) {
    problems.push(IMAGE_LINK_HTTPS_MESSAGE);
  }
  if (
    (Object.keys(OWNER_FIELD_LIMITS) as OwnerApplicationField[]).some((field) => input[field].length > OWNER_FIELD_LIMITS[field])
  ) {
    problems.push(OWNER_MESSAGES.tooLong);
  }
  return problems;
}

/** One schema for the browser and the action; its output is the row to insert (pending, spec 3 §4). */
export const OwnerApplicationSchema = OwnerApplicationInput.superRefine((input, context) => {
  for (const message of ownerApplicationProblems(input)) context.addIssue({ code: "custom", message });
}).transform((input) => ({
  name: input.Name,
  typeOfPlace: input.Type_of_Place,
  address: input.Address,
  country: input.Country,
  state: input.State,
  city: input.City,
  pinZip: input.Pin_Zip,
  telephone: input.Telephone,
  aispotEmail: input.AISpot_Email.toLowerCase(),
  ownerManagerName: input.Owner_Manager_Name,
  mobile: input.Mobile,
  email: input.Email.toLowerCase(),
  price: input.Price,
  // spec 3 §5: optional links, stored as null when empty.
  mapLink: input.Map_Link === "" ? null : input.Map_Link,
  imageUrl: input.Image_URL === "" ? null : input.Image_URL,
  consent: input.Consent,
}));

export type OwnerApplication = z.output<typeof OwnerApplicationSchema>;

/** The action's answer to the owner form: the spec's thanks, or the message with what was typed. */
export type OwnerFormResult = { ok: true; message: string } | { ok: false; error: string; values: Record<string, string> };

export function firstOwnerApplicationError(values: Record<string, unknown>): string | null {
  const result = OwnerApplicationSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]!.message;
}
