import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "./button-styles";

/** The closing call to action of a page. */
export function CtaBand({ title, text, children }: { title: ReactNode; text?: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-r from-brand-700 to-indigo-900 px-4 py-16 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <h2 className="text-2xl font-bold sm:text-4xl">{title}</h2>
        {text ? <p className="mt-4 text-lg text-indigo-100">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

/** 'Get Free Consultation' → /contact (spec 2 §2.1: every course page ends with it). */
export function FreeConsultationLink({ tone = "onDark" }: { tone?: keyof typeof buttonStyles }) {
  return (
    <Link to="/contact" className={buttonStyles[tone]}>
      Get Free Consultation
    </Link>
  );
}

/** 'Meet the Instructor' → /about, beside a programme's enrol button in its hero. */
export function MeetTheInstructorLink() {
  return (
    <Link to="/about" className={buttonStyles.outlineOnDark}>
      <UserRound aria-hidden="true" className="size-5" />
      Meet the Instructor
    </Link>
  );
}
