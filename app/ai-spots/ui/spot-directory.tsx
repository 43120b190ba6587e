import { Loader2, MapPin } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import type { PublicSpot, SpotFilters } from "~/ai-spots/ai-spots";
import { ListPagination } from "~/ui/pagination";
import { SpotCard } from "./spot-card";
import { SpotDetailDialog } from "./spot-detail-dialog";
import { SpotFiltersForm } from "./spot-filters-form";

/** The filters and one page of approved spots, each opening its detail dialog; `applyLink` fills an empty result. */
export function SpotDirectory({
  spots,
  filters,
  total,
  page,
  pageCount,
  applyLink,
}: {
  spots: PublicSpot[];
  filters: SpotFilters;
  total: number;
  page: number;
  pageCount: number;
  applyLink: ReactNode;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/ai-spots";
  const [selected, setSelected] = useState<PublicSpot | null>(null);
  return (
    <>
      <SpotFiltersForm key={JSON.stringify(filters)} filters={filters} />
      <div className="mt-8">
        {loading ? (
          <p role="status" className="flex items-center justify-center gap-3 py-16 text-gray-700">
            <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" /> Loading AI Spots...
          </p>
        ) : spots.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-14 text-center">
            <MapPin aria-hidden="true" className="mx-auto size-10 text-gray-500" />
            <p className="mt-3 text-xl font-semibold text-gray-900">No AI Spots in this area yet</p>
            <p className="mt-1 text-gray-700">Know a great venue here? It could be the first.</p>
            {applyLink}
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              {total === 1 ? "1 AI Spot found" : `${total} AI Spots found`}
            </p>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {spots.map((spot) => (
                <li key={spot.id}>
                  <SpotCard spot={spot} onViewDetails={() => setSelected(spot)} />
                </li>
              ))}
            </ul>
            <ListPagination page={page} pageCount={pageCount} label="AI Spots" anchor="find-ai-spots" />
          </>
        )}
      </div>
      <SpotDetailDialog spot={selected} onClose={() => setSelected(null)} />
    </>
  );
}
