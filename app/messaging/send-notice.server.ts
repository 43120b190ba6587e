import { sql } from "drizzle-orm";
import { hasConsent } from "~/consent/index.server";
import { enqueueEmail, type OutgoingEmail } from "~/email/index.server";
import { toE164 } from "~/platform";
import { type Database, getConfig, queryRows } from "~/platform/index.server";
import { queueWhatsAppMessage } from "./whatsapp-outbox.server";
import {
  isIndianMobile,
  type TemplateParameters,
  templateParameterText,
  WHATSAPP_TEMPLATES,
  type WhatsAppTemplate,
} from "./whatsapp-templates";

// The one way a notice to a person is sent (docs/decisions/0111-whatsapp-notices.md): by WhatsApp to a verified
// account's +91 number that consented to the notice's purpose on WhatsApp, while the channel is on; otherwise by
// the e-mail it has always been. A receipt or an announcement keeps its e-mail as well (`keepEmail`).

export interface NoticeOutcome {
  channel: "whatsapp" | "email";
  whatsappMessageId: string | null;
  emailId: string | null;
}

interface Reachable {
  user_id: string;
  mobile_no: string;
}

/** The verified account of this address and its mobile number, if any. */
async function accountOf(database: Database, email: string): Promise<Reachable | undefined> {
  const [account] = await queryRows<Reachable>(
    database,
    sql`select a.id as user_id, coalesce(u.mobile_no, '') as mobile_no
          from auth_user a left join users u on u.user_id = a.id
         where lower(a.email) = lower(${email}) and a.email_verified
         limit 1`,
  );
  return account;
}

/** The +91 number in E.164 this person may be sent `template` on, or null (then the notice goes by e-mail). */
export async function whatsappNumberFor(
  database: Database,
  email: string,
  template: WhatsAppTemplate,
  channelOn = getConfig().whatsapp.mode !== "off",
): Promise<{ userId: string; toNumber: string } | null> {
  if (!channelOn) return null;
  const account = await accountOf(database, email);
  const toNumber = account ? toE164(account.mobile_no) : null;
  if (!account || !toNumber || !isIndianMobile(toNumber)) return null;
  const purpose = WHATSAPP_TEMPLATES[template].purpose;
  if (!(await hasConsent(database, { userId: account.user_id, purpose, channel: "whatsapp" }))) return null;
  return { userId: account.user_id, toNumber };
}

/**
 * Sends one notice to the person with `email.to`: a WhatsApp template message carrying the e-mail as its fallback, or
 * the e-mail. Call it inside the transaction that records the notice as sent, so both exist or neither.
 */
export async function sendNotice<Template extends WhatsAppTemplate>(
  database: Database,
  notice: {
    template: Template;
    parameters: TemplateParameters<Template>;
    email: OutgoingEmail | Promise<OutgoingEmail>;
    keepEmail?: boolean;
    announcementId?: string;
    channelOn?: boolean;
  },
): Promise<NoticeOutcome> {
  const email = await notice.email;
  const reachable = await whatsappNumberFor(database, email.to, notice.template, notice.channelOn);
  const emailId = !reachable || notice.keepEmail ? await enqueueEmail(database, email) : null;
  if (!reachable) return { channel: "email", whatsappMessageId: null, emailId };
  const parameters = Object.fromEntries(
    Object.entries(notice.parameters as Record<string, string>).map(([name, value]) => [name, templateParameterText(value)]),
  );
  const { attachments: _attachments, ...fallback } = email;
  const whatsappMessageId = await queueWhatsAppMessage(database, {
    userId: reachable.userId,
    toNumber: reachable.toNumber,
    template: notice.template,
    parameters,
    fallbackEmail: notice.keepEmail ? null : fallback,
    announcementId: notice.announcementId ?? null,
  });
  return { channel: "whatsapp", whatsappMessageId, emailId };
}
