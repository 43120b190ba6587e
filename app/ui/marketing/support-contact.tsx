import { Mail, Phone } from "lucide-react";
import { phoneLink, siteConfig, supportMailto } from "~/content/site-config";

const SUPPORT = {
  email: { Icon: Mail, href: supportMailto, text: siteConfig.supportEmail },
  phone: { Icon: Phone, href: phoneLink, text: siteConfig.phoneDisplay },
};

/** A way to reach support as a list item: its icon, then the mailto or tel link. */
export function SupportContactItem({
  way,
  className,
  iconClassName,
}: {
  way: keyof typeof SUPPORT;
  className: string;
  iconClassName: string;
}) {
  const { Icon, href, text } = SUPPORT[way];
  return (
    <li className={className}>
      <Icon aria-hidden="true" className={iconClassName} />
      <a href={href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {text}
      </a>
    </li>
  );
}
