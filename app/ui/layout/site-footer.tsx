import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerAdminLinks, footerCourseLinks, footerLegalLinks, footerQuickLinks } from "~/content/navigation";
import type { NavItem } from "~/content/navigation";
import { chatLink, phoneLink, siteConfig, supportMailto } from "~/content/site-config";

const socialHost = new URL(siteConfig.socialUrl).hostname.replace(/^www\./, "");

export function SiteFooter() {
  return (
    // Room at the very end for the floating buttons of the page (app.css), so they cover none of its lines.
    <footer className="bg-gray-900 pb-(--floating-clearance) text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-4 xl:grid-cols-5">
        <div className="col-span-2 lg:col-span-4 xl:col-span-1">
          <h2 className="text-base font-bold text-white">{siteConfig.name}</h2>
          <p className="mt-2">
            Live courses led by {siteConfig.instructorName}, {siteConfig.instructorTitle}.
          </p>
          <address className="mt-4 space-y-2 not-italic">
            <ContactLine icon={<Phone aria-hidden="true" className="size-4" />}>
              <a href={phoneLink} className="hover:text-white hover:underline">
                {siteConfig.phoneDisplay}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail aria-hidden="true" className="size-4" />}>
              <a href={supportMailto} className="[overflow-wrap:anywhere] hover:text-white hover:underline">
                {siteConfig.supportEmail}
              </a>
            </ContactLine>
            <ContactLine icon={<MessageCircle aria-hidden="true" className="size-4" />}>
              <a href={chatLink()} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                Chat with us<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </ContactLine>
            <ContactLine icon={<ExternalLink aria-hidden="true" className="size-4" />}>
              <a
                href={siteConfig.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                Follow us on {socialHost}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </ContactLine>
            <ContactLine icon={<MapPin aria-hidden="true" className="size-4" />}>{siteConfig.address}</ContactLine>
            <ContactLine icon={<Clock aria-hidden="true" className="size-4" />}>
              {siteConfig.officeHours.map((hours) => (
                <span key={hours} className="block">
                  {hours}
                </span>
              ))}
            </ContactLine>
          </address>
        </div>
        <FooterLinks title="Quick Links" links={footerQuickLinks} />
        <FooterLinks title="Courses" links={footerCourseLinks} />
        <FooterLinks title="Legal" links={footerLegalLinks} />
        <FooterLinks title="Admin Tools" links={footerAdminLinks} />
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-gray-400">
          {/* The year can differ between a prerendered page and the visitor's clock; keep the server's. */}©{" "}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteConfig.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-gray-400">{icon}</span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
