// library: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { deleteLibraryItem } from "./delete-library-item.server";
export { libraryVersion } from "./library-catalogue.server";
export { libraryVisitor } from "./library-visitor.server";
export { type LibraryItemRow, listLibraryItems } from "./list-library-items.server";
export { type LibraryCard, loadLibraryPage } from "./load-library-page.server";
export { resolveLibraryDownload } from "./resolve-library-download.server";
export { saveLibraryItem } from "./save-library-item.server";
