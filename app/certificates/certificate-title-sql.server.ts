import { sql } from "drizzle-orm";
import { certificates } from "~/platform/index.server";

/** What a certificate certifies, as the student and the public see it: its custom title, else its type. */
export const shownCertificateTitle = sql<string>`coalesce(${certificates.customTitle}, ${certificates.certificateName})`;
