import type { Testimonial } from "~/content/testimonials";
import { StarRating } from "./star-rating";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      {testimonial.rating ? <StarRating rating={testimonial.rating} /> : null}
      <blockquote className="mt-4 flex-1 text-gray-800">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-gray-100 pt-4">
        <span className="block font-semibold text-gray-900">{testimonial.name}</span>
        <span className="block text-sm text-gray-600">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ testimonials, columns = 3 }: { testimonials: readonly Testimonial[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
