// Button looks shared by the marketing pages, for <Link>, <a> and <button> alike.

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center text-sm font-semibold transition-colors sm:text-base";

export const buttonStyles = {
  /** Main action on a light background. */
  primary: `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  /** Second action on a light background. */
  secondary: `${base} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`,
  /** Main action on a dark (gradient) background. */
  onDark: `${base} bg-white text-brand-700 shadow-sm hover:bg-brand-50`,
  /** Second action on a dark (gradient) background. */
  outlineOnDark: `${base} border border-white/80 text-white hover:bg-white/10`,
} as const;
