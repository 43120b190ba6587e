// platform: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one,
// or take a whole file with `export *` when every name in it is public.

export type { DatabaseStatus } from "./database-status";
export {
  checkbox,
  checkForm,
  databaseErrorText,
  FIELD_MESSAGES,
  type FormCheck,
  formText,
  formValues,
  isAge,
  isCalendarDate,
  isEmailAddress,
  isEmailInputAddress,
  isWebUrl,
  listedOrKept,
  mobileNumber,
  MAX_AGE,
  MIN_AGE,
  optionalImageUrl,
  optionalText,
  optionalUrl,
  optionalUuid,
  postedText,
  requiredAge,
  requiredDate,
  requiredEmail,
  requiredText,
  requiredUrl,
  saveFailedMessage,
  toE164,
  unexpectedErrorText,
} from "./forms/field-schemas";
export { withoutNulCharacters } from "./forms/form-text";
// Every name of the India-time module is for everyone: dates and times are printed only through it.
export * from "./india-time";
export { checkClockMove } from "./clock/clock-move";
export {
  type Currency,
  CURRENCY_SYMBOL,
  decimalToMinor,
  formatMoney,
  formatMoneyCompact,
  minorToDecimal,
  parseAmountInput,
  percentOf,
  wholePercent,
} from "./money";
export { pageHref, pageNumberFrom, type PageWindow, pageWindow } from "./paging";
export { safeRedirectPath, signInPath, signUpPath } from "./safe-redirect";
export { lastModified, type ListedRows, robotsTxt, type SitemapEntry, sitemapXml } from "./seo/sitemap";
export { httpsImageUrlOrNull, httpUrlOrNull, IMAGE_LINK_HTTPS_MESSAGE, isUuid } from "./web-link";
