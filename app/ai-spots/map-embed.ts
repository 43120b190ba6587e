// spec 3 §2.11 "Map embed rule": a /place/ segment, else @ coordinates (zoom 15), else a q parameter, else (and for
// links that cannot be parsed) 'city, state'. With MAPS_EMBED_KEY the Maps Embed API, without one the keyless embed.

export const MAP_EMBED_ZOOM = 15;

export type MapTarget = { kind: "place"; query: string } | { kind: "centre"; latitude: number; longitude: number };

export function mapTarget({ mapLink, city, state }: { mapLink: string | null; city: string; state: string }): MapTarget {
  const fallback: MapTarget = { kind: "place", query: [city, state].filter(Boolean).join(", ") };
  if (!mapLink) return fallback;
  try {
    const url = new URL(mapLink.trim());
    const place = /\/place\/([^/@]+)/.exec(url.pathname);
    if (place?.[1]) {
      const name = decodeURIComponent(place[1].replace(/\+/g, " ")).trim();
      if (name) return { kind: "place", query: name };
    }
    const coordinates = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url.pathname);
    if (coordinates) {
      const latitude = Number(coordinates[1]);
      const longitude = Number(coordinates[2]);
      if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { kind: "centre", latitude, longitude };
    }
    const query = url.searchParams.get("q")?.trim();
    if (query) return { kind: "place", query };
    return fallback;
  } catch {
    return fallback;
  }
}

/** The address of the map frame for a spot. */
export function mapEmbedUrl(spot: { mapLink: string | null; city: string; state: string }, embedKey: string | null): string {
  const target = mapTarget(spot);
  if (embedKey) {
    const key = encodeURIComponent(embedKey);
    return target.kind === "place"
      ? `https://www.google.com/maps/embed/v1/place?key=${key}&q=${encodeURIComponent(target.query)}`
      : `https://www.google.com/maps/embed/v1/view?key=${key}&center=${target.latitude},${target.longitude}&zoom=${MAP_EMBED_ZOOM}`;
  }
  return target.kind === "place"
    ? `https://www.google.com/maps?q=${encodeURIComponent(target.query)}&output=embed`
    : `https://www.google.com/maps?q=${target.latitude},${target.longitude}&z=${MAP_EMBED_ZOOM}&output=embed`;
}
