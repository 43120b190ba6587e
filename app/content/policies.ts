// The policy pages (spec 2 §2.12, §5 "Policy rules", §9 "Refund policy", "Delivery and support"), rendered by
// app/routes/marketing/policy-page.tsx. Each says 'Last updated: January 2024' and links back home.
import { withoutTrailingSlash } from "~/content/url-path";
import { siteConfig } from "./site-config";

export interface PolicyTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  table?: PolicyTable;
}

export interface PolicyDocument {
  path: string;
  /** The page's <h1>. */
  title: string;
  /** Meta description. */
  description: string;
  intro: string;
  sections: readonly PolicySection[];
  /** Shows the phone, e-mail and support hours at the end. */
  contactBlock?: boolean;
  related: readonly { label: string; href: string }[];
}

export const POLICIES_LAST_UPDATED = "January 2024";

const { name, supportEmail, phoneDisplay } = siteConfig;

// spec 2 §9 "Delivery and support".
const SUPPORT_HOURS = "Monday to Friday, 9:00 AM-6:00 PM IST";

export const privacyPolicy: PolicyDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  description: `How ${name} collects, uses and protects your personal information when you browse, enrol and learn with us.`,
  intro: `${name} ("we", "us") respects your privacy. This policy explains what personal information we collect when you use our website and courses, why we collect it, and the choices you have.`,
  sections: [
    {
      heading: "Information We Collect",
      bullets: [
        "Account details: your name, e-mail address, phone number, country and password (stored only as a secure hash).",
        "Enrolment and payment details: the course you choose, amounts paid and payment status. Card, UPI and net-banking details are handled by our payment provider; we never see or store your full card number.",
        "Enquiries: what you send us through the contact form, e-mail, chat or phone.",
        "Learning records: batch, session attendance and certificates issued.",
        "Technical data: IP address, browser type and pages visited, used to keep the site secure and working.",
      ],
    },
    {
      heading: "How We Use Your Information",
      bullets: [
        "To create your account, process payments and give you access to your courses.",
        "To send session links, schedules, certificates, receipts and service messages.",
        "To answer your enquiries and provide support.",
        "To improve our courses and website.",
        "To send course news and offers, only if you have agreed; you can opt out at any time.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use essential cookies to keep you signed in and to protect forms from misuse. We do not use advertising cookies. You can block cookies in your browser, but signing in will then not work.",
      ],
    },
    {
      heading: "Sharing Your Information",
      paragraphs: [
        "We do not sell your personal information. We share it only with service providers who help us run the business (payment processing, e-mail delivery, hosting and video-conferencing), under agreements that require them to protect it, or when the law requires us to.",
      ],
    },
    {
      heading: "Data Retention and Security",
      paragraphs: [
        "We keep your information for as long as your account is active and as long afterwards as needed for accounting, tax and legal obligations. Data is sent over encrypted connections, access is limited to the people who need it, and passwords are stored as one-way hashes.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        `You can ask to see, correct or delete your personal information, or withdraw your consent to marketing messages, by writing to ${supportEmail}. We answer within 24 hours on business days and act on requests as quickly as the law allows.`,
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our courses are meant for learners aged 16 and above. We do not knowingly collect information from younger children.",
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: ["We may update this policy from time to time. The date at the top of this page shows when it last changed."],
    },
  ],
  contactBlock: true,
  related: [
    { label: "Terms & Conditions", href: "/terms" },
    { label: "Cancellation & Refund Policy", href: "/refund-policy" },
  ],
};

export const termsOfService: PolicyDocument = {
  path: "/terms",
  title: "Terms & Conditions",
  description: `The terms that apply when you use the ${name} website, create an account and enrol in our live courses.`,
  intro: `These terms apply to your use of the ${name} website and to every course you enrol in. By creating an account or paying for a course you agree to them.`,
  sections: [
    {
      heading: "Eligibility and Accounts",
      bullets: [
        "You must be at least 16 years old to create an account.",
        "Give accurate details and keep your password private; you are responsible for activity on your account.",
        "One account is for one learner. Accounts, session links and recordings may not be shared.",
      ],
    },
    {
      heading: "Enrolment and Payment",
      bullets: [
        "Course fees are shown on each course page and in the payment dialog. Learners in India pay in INR; learners elsewhere are priced in USD.",
        "Four-month programmes are billed monthly, or in one payment for the whole course where offered.",
        "Accepted payment methods include cards, UPI and net banking, processed securely by our payment provider.",
        "Your seat is confirmed once the payment succeeds and you receive a confirmation e-mail.",
      ],
    },
    {
      heading: "Course Delivery",
      paragraphs: [
        "All courses are delivered online as live sessions with recordings. How and when you receive access is described in our Course Delivery & Switching Policy. Schedules may occasionally change; we will tell you in advance by e-mail.",
      ],
    },
    {
      heading: "Cancellations and Refunds",
      paragraphs: [
        "Cancellations, refunds and course switches follow our Cancellation & Refund Policy and our Course Delivery & Switching Policy.",
      ],
    },
    {
      heading: "Intellectual Property",
      paragraphs: [
        "Course materials, recordings, code samples and content on this website belong to us or our licensors. You may use them for your own learning. You may not copy, resell, publish or share them without written permission. Projects you build in class are yours.",
      ],
    },
    {
      heading: "Conduct",
      paragraphs: [
        "Be respectful to the instructor and other learners in sessions and community channels. We may suspend access, without a refund, for harassment, sharing paid content or misuse of the platform.",
      ],
    },
    {
      heading: "Certificates and Career Support",
      paragraphs: [
        "Certificates are issued on completing a course's requirements. The AI jobs portal, job matching and employer introductions are career support; they do not guarantee a job, an interview or a particular salary. Salary figures on this website are tentative ranges for information only.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "We teach with care, but results depend on each learner's effort and circumstances. To the extent the law allows, our total liability for any claim is limited to the fees you paid for the course concerned.",
      ],
    },
    {
      heading: "Governing Law",
      paragraphs: [
        "These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have jurisdiction over any dispute.",
      ],
    },
  ],
  contactBlock: true,
  related: [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Cancellation & Refund Policy", href: "/refund-policy" },
    { label: "Course Delivery & Switching Policy", href: "/delivery-policy" },
  ],
};

// spec 2 §9 "Refund policy": every rule and payout time, including both readings of the processing time.
export const refundPolicy: PolicyDocument = {
  path: "/refund-policy",
  title: "Cancellation & Refund Policy",
  description:
    "Refunds for 4-month programmes and 2-hour masterclasses: 100%, 80% or 50% depending on timing, how to cancel, and how long refunds take by payment method.",
  intro:
    "We want you to enrol with confidence. This policy explains when you can cancel, how much is refunded and how long it takes for the money to reach you.",
  sections: [
    {
      heading: "Full 4-Month Programmes",
      table: {
        caption: "Refunds for full 4-month programmes",
        columns: ["When you cancel", "Refund"],
        rows: [
          ["Within 7 working days of enrolment, if you have not attended any class", "100% refund"],
          ["After the first class, but within 7 working days of enrolment", "80% refund"],
          ["After 7 working days, but within 1 month of enrolment", "50% refund"],
          ["After 1 month", "No refund; course switching is possible with approval"],
        ],
      },
      bullets: [
        "After one month no refund is given, but you may ask to switch to another course, subject to management approval, as described in our Course Delivery & Switching Policy.",
      ],
    },
    {
      heading: "2-Hour Masterclasses",
      bullets: [
        "100% refund if you cancel before the class starts or within 7 working days of booking.",
        "After that, no refund is given, but you keep access to the recording of the session.",
      ],
    },
    {
      heading: "How to Cancel",
      paragraphs: [
        `E-mail ${supportEmail} or call ${phoneDisplay} with your registered e-mail address and the course name. Cancellation requests are handled in 2-3 business days.`,
      ],
    },
    {
      heading: "Refund Processing Times",
      paragraphs: [
        "Refunds are processed within 7 working days of approval, to the original payment method. How long the money then takes to reach you depends on how you paid:",
      ],
      table: {
        caption: "Time for a refund to reach you after processing",
        columns: ["Payment method", "Time to reach you"],
        rows: [
          ["Credit or debit card", "7-10 working days"],
          ["UPI or net banking", "5-7 working days"],
          ["International payments", "10-15 working days"],
        ],
      },
      bullets: [
        "As a general guide, refunds may take 5-10 business days to appear in your account; the times above by payment method are the ones to plan around.",
        "Banks and card networks set their own timelines; contact us if your refund has not arrived after these periods and we will trace it with you.",
      ],
    },
    {
      heading: "Courses Cancelled by Us",
      paragraphs: [
        "If we cancel a course or batch and cannot offer you a suitable alternative, you receive a full refund within 5 business days.",
      ],
    },
  ],
  contactBlock: true,
  related: [
    { label: "Course Delivery & Switching Policy", href: "/delivery-policy" },
    { label: "Terms & Conditions", href: "/terms" },
  ],
};

export const shippingPolicy: PolicyDocument = {
  path: "/shipping-policy",
  title: "Shipping & Exchange Policy",
  description: `${name} sells online courses only: nothing is shipped. How you receive your course, and how to exchange it for another one.`,
  intro: `${name} sells live online courses. Nothing physical is shipped: everything you buy is delivered digitally to your e-mail and student dashboard.`,
  sections: [
    {
      heading: "Shipping",
      bullets: [
        "No physical goods are shipped, and no shipping charges apply anywhere in the world.",
        "Course materials are accessible within 24 hours of enrolment, with lifetime access.",
        "Meeting links for live sessions are e-mailed 24 hours before each session.",
        "Certificates are issued within 7 days of completion as a downloadable PDF with a verification QR code.",
      ],
    },
    {
      heading: "Exchange (Course Switching)",
      bullets: [
        "You may ask to exchange your course for another within 48 hours of enrolment, by contacting us directly.",
        "Switching needs management approval and availability in the target course or batch.",
        "Switching to a higher-value course requires paying the price difference; switching to a lower-value course results in a refund of the difference.",
        "The full process is described in our Course Delivery & Switching Policy.",
      ],
    },
    {
      heading: "Access Problems",
      paragraphs: [
        `If you have not received your access details within 24 hours of enrolment, check your spam folder and then write to ${supportEmail}. We respond within 24 hours during business hours.`,
      ],
    },
  ],
  contactBlock: true,
  related: [
    { label: "Course Delivery & Switching Policy", href: "/delivery-policy" },
    { label: "Cancellation & Refund Policy", href: "/refund-policy" },
  ],
};

// spec 2 §2.12: important notice, delivery, timeline, switching, technical requirements, support, contact.
export const deliveryPolicy: PolicyDocument = {
  path: "/delivery-policy",
  title: "Digital Course Delivery & Course Switching Policy",
  description:
    "How our live online courses are delivered, when you receive access, links and certificates, and how to switch courses within 48 hours of enrolment.",
  intro:
    "This policy explains how you receive your course after enrolling, what you need to take part, and how course switching works.",
  sections: [
    {
      heading: "Important Notice",
      paragraphs: [
        "All our courses are digital. No physical products are shipped. Course switching requests must be made within 48 hours of enrolment, and only by contacting us directly.",
      ],
    },
    {
      heading: "How Courses Are Delivered",
      bullets: [
        "Live, instructor-led online sessions over video conference.",
        "Recordings of every live session, with lifetime access.",
        "Course materials, code and resources in your student dashboard.",
        "Certificates as a downloadable PDF with a verification QR code.",
      ],
    },
    {
      heading: "Delivery Timeline",
      table: {
        caption: "When you receive each part of your course",
        columns: ["What", "When"],
        rows: [
          ["Access to course materials", "Within 24 hours of enrolment, with lifetime access"],
          ["Meeting link for each live session", "E-mailed 24 hours before the session"],
          ["Certificate", "Within 7 days of completion, as a PDF with a verification QR code"],
        ],
      },
    },
    {
      heading: "Course Switching Policy",
      bullets: [
        "Switching requests must be made within 48 hours of enrolment.",
        "Requests are accepted only when you contact us directly by e-mail, phone or chat.",
        "Every switch needs management approval and is subject to availability in the target course or batch.",
        "Switch requests are processed within 48 hours.",
        "Switching to a higher-value course requires paying the price difference.",
        "Switching to a lower-value course results in a refund of the difference.",
      ],
    },
    {
      heading: "Technical Requirements",
      bullets: [
        "A laptop or desktop computer with a current web browser.",
        "A stable internet connection of at least 5 Mbps.",
        "Headphones and a microphone for live sessions.",
        "Test your setup 30 minutes before each session.",
      ],
    },
    {
      heading: "Technical Support",
      paragraphs: [
        `Support is available ${SUPPORT_HOURS}. We respond within 24 hours during business hours. Contact messages are reviewed within 24 hours.`,
      ],
    },
  ],
  contactBlock: true,
  related: [
    { label: "Cancellation & Refund Policy", href: "/refund-policy" },
    { label: "Shipping & Exchange Policy", href: "/shipping-policy" },
  ],
};

export const policyDocuments: readonly PolicyDocument[] = [
  privacyPolicy,
  termsOfService,
  refundPolicy,
  shippingPolicy,
  deliveryPolicy,
];

export const supportHours = SUPPORT_HOURS;

/** The policy for a URL path (a trailing slash is ignored), or undefined. */
export function findPolicy(pathname: string): PolicyDocument | undefined {
  const path = withoutTrailingSlash(pathname);
  return policyDocuments.find((policy) => policy.path === path);
}
