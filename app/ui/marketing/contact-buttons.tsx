import { MessageCircle, Phone } from "lucide-react";
import { chatLink, phoneLink, siteConfig } from "~/content/site-config";
import { buttonStyles } from "./button-styles";

type Tone = keyof typeof buttonStyles;

/** Opens the chat app with a prefilled message, in a new tab. */
export function ChatButton({
  message,
  label = "Chat with Us",
  tone = "primary",
}: {
  message?: string;
  label?: string;
  tone?: Tone;
}) {
  return (
    <a href={chatLink(message)} target="_blank" rel="noopener noreferrer" className={buttonStyles[tone]}>
      <MessageCircle aria-hidden="true" className="size-5" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A tel: link to the business phone; shows the number unless a label is given. */
export function CallButton({ label, tone = "secondary" }: { label?: string; tone?: Tone }) {
  return (
    <a href={phoneLink} className={buttonStyles[tone]}>
      <Phone aria-hidden="true" className="size-5" />
      {label ?? `Call ${siteConfig.phoneDisplay}`}
    </a>
  );
}
