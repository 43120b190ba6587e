// The dashboard's links that look like buttons, and its plain text links.
export const linkButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700";
export const secondaryLinkButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50";
export const textLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";
