import { useRouteLoaderData } from "react-router";

/** The signed-in visitor as the root loader (app/root.tsx) shares them with every page. */
export interface SignedInVisitor {
  name: string;
  email: string;
  isAdmin: boolean;
}

/** What the root loader returns to every page. */
export interface RootLoaderData {
  /** The public origin, for canonical URLs and Open Graph tags (app/ui/seo.ts). */
  appUrl: string;
  user: SignedInVisitor | null;
}

/** The signed-in visitor as the server saw them, for any component; null for a visitor who is not signed in. */
export function useOptionalUser(): SignedInVisitor | null {
  return useRouteLoaderData<RootLoaderData>("root")?.user ?? null;
}
