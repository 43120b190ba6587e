// library: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { libraryDeniedDestination } from "./library-access";
export {
  isLibraryType,
  levelBadgeClasses,
  LIBRARY_ACCESS_LEVELS,
  LIBRARY_CATEGORIES,
  LIBRARY_LEVELS,
  LIBRARY_TYPES,
  type LibraryType,
  parseLibraryFilters,
  RESTRICTED_CATEGORY_MESSAGE,
  visibleTags,
} from "./library-catalogue";
export {
  categoriesFor,
  deleteLibraryItemFailedText,
  emptyLibraryForm,
  isCategoryEnabled,
  LIBRARY_MESSAGES,
  libraryFormFromItem,
  type LibraryFormValues,
  libraryItemFormCheck,
  type StoredLibraryChoices,
} from "./library-form";
