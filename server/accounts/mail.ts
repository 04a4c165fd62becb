import { eq } from 'drizzle-orm';
import { accountOutbox } from '../db/schema-accounts';
import type { AccountsContext } from './context';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

type Transport = { sendMail: (m: Mail & { from: string }) => Promise<unknown> };
let transport: Promise<Transport | undefined> | undefined;

/** nodemailer over SMTP_URL when it is set; otherwise mails stay in the outbox (shown at /dev/mailbox). */
function smtp(): Promise<Transport | undefined> {
  transport ??= process.env.SMTP_URL
    ? import('nodemailer').then((m) => m.createTransport(process.env.SMTP_URL) as Transport)
    : Promise.resolve(undefined);
  return transport;
}

/**
 * Every mail is written to the outbox first, so a mail the SMTP server refused is not lost and the
 * request that caused it does not fail with it. Delivery runs after the request: a reset for a real
 * account does not take an SMTP round trip longer than one for an unknown name (no enumeration by time).
 */
export async function sendMail(ctx: AccountsContext, mail: Mail): Promise<void> {
  const [row] = await ctx.db
    .insert(accountOutbox)
    .values({ ...mail, createdAt: ctx.now() })
    .returning({ id: accountOutbox.id });
  void deliver(ctx, row.id, mail);
}

async function deliver(ctx: AccountsContext, id: number, mail: Mail): Promise<void> {
  try {
    const sender = await smtp();
    if (!sender) return;
    await sender.sendMail({ from: process.env.MAIL_FROM ?? 'no-responder@semana.com', ...mail });
    await ctx.db.update(accountOutbox).set({ sentAt: ctx.now() }).where(eq(accountOutbox.id, id));
  } catch (err) {
    ctx.log.error({ err, outbox: id }, 'mail not sent; kept in the outbox');
  }
}
