import { MapPin, Navigation, QrCode, Sparkles, Star, Users, type LucideIcon } from "lucide-react";

// The fixed texts of the AI Spots page (spec 3 §2.11).

export interface AiSpotPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const HOW_AI_SPOTS_WORK: readonly AiSpotPoint[] = [
  { icon: MapPin, title: "Visit an AI Spot", text: "Drop in at a partner cafe, restaurant, library or co-working space." },
  {
    icon: QrCode,
    title: "Scan the code",
    text: "Find the AI Spot code on your table or at the counter and scan it with your phone.",
  },
  { icon: Sparkles, title: "Take the 2-minute quiz", text: "Eight quick questions about how you use AI at work today." },
  {
    icon: Navigation,
    title: "Get your AI roadmap",
    text: "See your readiness level with recommended next steps and free resources.",
  },
];

export const AI_SPOT_BENEFITS: readonly AiSpotPoint[] = [
  {
    icon: Users,
    title: "New, curious guests",
    text: "Professionals and students visit to take the quiz and stay for the coffee.",
  },
  {
    icon: Star,
    title: "Free listing",
    text: "Your venue appears in this directory with its photo, price and map, at no cost.",
  },
  { icon: Sparkles, title: "A modern image", text: "Show your guests that your venue is part of the AI movement." },
  {
    icon: QrCode,
    title: "Ready-made code",
    text: "We send you the quiz code to display once your application is approved.",
  },
];

/** The programme's figures beside the count of approved spots, which comes from the database. */
export const AI_SPOT_FIGURES = [
  { value: "10000+", label: "Quiz Submissions" },
  { value: "50+", label: "Cities" },
  { value: "4.8", label: "Average Rating" },
] as const;
