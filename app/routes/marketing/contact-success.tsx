import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { siteConfig } from "~/content/site-config";

export function meta() {
  return [{ title: `Message Sent | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export default function ContactSuccess() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CheckCircle2 aria-hidden="true" className="h-16 w-16 text-green-700" />
      <h1 className="mt-4 text-3xl font-bold">Message Sent Successfully</h1>
      <p className="mt-3 text-gray-700">
        Thank you for reaching out. Our team will review your message within 24 hours and reply to you by email.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/courses" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Explore Courses
        </Link>
        <Link to="/" className="rounded-lg border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:border-brand-600">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
