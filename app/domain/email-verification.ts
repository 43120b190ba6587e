// What a visitor reads about verifying their e-mail address. The notice text is the business's, word for word.
export const VERIFICATION_MESSAGES = {
  notice: "Please verify your email address to see your courses and payments.",
  resendButton: "Resend verification email",
  resent: "Verification email sent. Please check your inbox (and spam folder) for the link.",
  resendLimited: "A verification email was sent a moment ago. Please wait a few minutes before asking for another.",
  verified: "Your email address is verified.",
  expired: "This verification link has expired. Request a new one below.",
  invalid: "This verification link is invalid or has already been used. Request a new one below.",
  otherAccount:
    "This verification link belongs to another account. Sign out, then sign in with the email address the link was sent to.",
} as const;
