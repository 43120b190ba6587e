import { siteConfig } from "./site-config";

/** spec 3 §9: who contributed a library item, as the admin library form offers it. */
export const LIBRARY_CONTRIBUTORS = [siteConfig.instructorName, "Student", "External"] as const;
