import { MapPin, Star } from "lucide-react";
import { typeEmoji, type PublicSpot } from "~/ai-spots/ai-spots";
import { buttonStyles } from "~/ui/marketing/button-styles";

/** One approved spot in the directory: picture or emoji, rating, place, price and a small map. */
export function SpotCard({ spot, onViewDetails }: { spot: PublicSpot; onViewDetails: () => void }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="relative h-44 bg-gradient-to-br from-brand-50 to-indigo-100">
        {spot.imageUrl ? (
          <img src={spot.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <span role="img" aria-label={spot.typeOfPlace} className="grid h-full place-items-center text-6xl">
            {typeEmoji(spot.typeOfPlace)}
          </span>
        )}
        {spot.rating ? (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-sm font-bold text-gray-900 shadow">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">Rated </span>
            {spot.rating}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{spot.typeOfPlace}</p>
        <h3 className="mt-1 text-lg font-bold text-gray-900">{spot.name}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" /> {spot.city}, {spot.state}
        </p>
        <p className="mt-3 text-sm text-gray-700">
          Cost for a table of 2: <span className="font-semibold text-gray-900">{spot.price}</span>
        </p>
        {spot.mapLink ? <SpotMap spot={spot} className="mt-4 h-32 w-full rounded-lg border-0" /> : null}
        <div className="mt-auto pt-4">
          <button type="button" onClick={onViewDetails} className={`${buttonStyles.primary} w-full`}>
            View Details<span className="sr-only"> of {spot.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

/** The spot's embedded map, loaded only when scrolled to; the card's is small, the dialog's large. */
export function SpotMap({ spot, className }: { spot: PublicSpot; className: string }) {
  return (
    <iframe
      src={spot.mapEmbedUrl}
      title={`Map of ${spot.name}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={className}
    />
  );
}
