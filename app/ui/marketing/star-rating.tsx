import { Star } from "lucide-react";

/** 1–5 stars, read out as "Rated 5 out of 5". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max}`} className="inline-flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < rating ? "fill-amber-400 text-amber-500" : "fill-gray-200 text-gray-300"}`}
        />
      ))}
    </span>
  );
}
