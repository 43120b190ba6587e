// What a visitor reads about verifying their e-mail address. The notice text is the business's, word for word.
export const VERIFICATION_MESSAGES = {
  notice: "Please verify your email address to see your courses and payments.",
  resendButton: "Resend verification email",
  resent: "Verification email sent. Please check your inbox (and spam folder) for the link.",
  resendLimited: "A verification email was sent a moment ago. Please wait a few minutes before asking for another.",
  verified: "Your email address is verified.",
  expiredOrUsed: "This verification link has expired or was already used.",
  invalid: "This verification link is not valid.",
  signInForNewLink: "Sign in to get a new link.",
  signInToFinish: "Sign in to finish verifying your e-mail address",
  otherAccount:
    "This verification link belongs to another account. Sign out, then sign in with the email address the link was sent to.",
} as const;
