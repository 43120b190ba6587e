/** Paths whose pages show no floating pay button (spec 1 §2 "Layout"). */
const NO_FLOATING_BUTTON = ["signin", "signup", "forgot-password", "zodiac-premium-ai"];

export function showsFloatingPayButton(pathname: string): boolean {
  return !NO_FLOATING_BUTTON.some((part) => pathname.includes(part));
}
