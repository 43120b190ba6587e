import { data, redirect } from "react-router";
import { getOptionalUser } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import { libraryVisitor, resolveLibraryDownload } from "~/library/index.server";
import type { Route } from "./+types/library-open";

/** A library download: the tier is checked here, so a copied link opens nothing it should not (spec 3 §4). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const database = await db();
  const visitor = await libraryVisitor(database, await getOptionalUser(request));
  const download = await resolveLibraryDownload({ database, itemId: params.id, visitor });
  const headers = { "Cache-Control": "private, no-store" };
  switch (download.kind) {
    case "open":
      return redirect(download.url, { headers });
    case "redirect":
      return redirect(download.to, { headers });
    case "forbidden":
      throw data("This library item is not available to you.", { status: 403, headers });
    case "not-found":
      throw data("Library item not found.", { status: 404, headers });
  }
}
