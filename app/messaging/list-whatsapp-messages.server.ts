import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { pageWindow } from "~/platform";
import { authUser, containsInAny, type Database, logger, users, whatsappMessages } from "~/platform/index.server";
import type { MessageFilters } from "./message-filters";

const MESSAGES_PAGE_SIZE = 50;

export interface WhatsAppMessageRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  name: string | null;
  email: string | null;
  toNumber: string;
  template: (typeof whatsappMessages.$inferSelect)["template"];
  status: (typeof whatsappMessages.$inferSelect)["status"];
  attempts: number;
  lastError: string | null;
  fallbackEmailed: boolean;
}

/** /admin/messages: every WhatsApp message, newest first, filtered by person, template and status, a page at a time. */
export async function listWhatsAppMessages(database: Database, { filters, page }: { filters: MessageFilters; page: number }) {
  const conditions: SQL[] = [];
  if (filters.template) conditions.push(eq(whatsappMessages.template, filters.template));
  if (filters.status) conditions.push(eq(whatsappMessages.status, filters.status));
  if (filters.person) conditions.push(containsInAny([whatsappMessages.toNumber, authUser.email, users.name], filters.person));
  const where = conditions.length ? and(...conditions) : undefined;
  try {
    const [{ total }] = (await database
      .select({ total: count() })
      .from(whatsappMessages)
      .leftJoin(authUser, eq(authUser.id, whatsappMessages.userId))
      .leftJoin(users, eq(users.userId, whatsappMessages.userId))
      .where(where)) as [{ total: number }];
    const window = pageWindow({ total, requested: page, pageSize: MESSAGES_PAGE_SIZE });
    const rows = await database
      .select({
        message: whatsappMessages,
        email: authUser.email,
        name: users.name,
      })
      .from(whatsappMessages)
      .leftJoin(authUser, eq(authUser.id, whatsappMessages.userId))
      .leftJoin(users, eq(users.userId, whatsappMessages.userId))
      .where(where)
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      .limit(window.limit)
      .offset(window.offset);
    const messages: WhatsAppMessageRow[] = rows.map(({ message, email, name }) => ({
      id: message.id,
      createdAt: message.createdAt.toISOString(),
      updatedAt: message.updatedAt.toISOString(),
      name,
      email,
      toNumber: message.toNumber,
      template: message.template,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      fallbackEmailed: message.fallbackEmailId !== null,
    }));
    return { messages, total, page: window.page, pageCount: window.pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load the WhatsApp messages");
    return { messages: [] as WhatsAppMessageRow[], total: 0, page: 1, pageCount: 1 };
  }
}
