// Business details used across the site, e-mails and structured data. Change them here only.
export const siteConfig = {
  name: "AI Elevate Academy",
  shortName: "AI Elevate",
  tagline: "Live, instructor-led courses in AI, coding, analytics and quantum computing",
  instructorName: "Dr. Rohan Verma",
  instructorTitle: "AI Architect & Lead Instructor",
  supportEmail: "support@aielevate.in",
  phoneE164: "+919876543210",
  phoneDisplay: "+91 98765 43210",
  chatNumber: "919876543210", // chat-app number, digits only
  socialUrl: "https://www.linkedin.com/company/ai-elevate-academy",
  address: "Bengaluru, Karnataka, India",
  officeHours: ["Mon-Fri 9:00-18:00 IST", "Sat-Sun 10:00-16:00 IST"],
} as const;

/** A chat-app link to the business with a prefilled message. */
export function chatLink(message?: string) {
  const base = `https://wa.me/${siteConfig.chatNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export const phoneLink = `tel:${siteConfig.phoneE164}`;
export const supportMailto = `mailto:${siteConfig.supportEmail}`;
