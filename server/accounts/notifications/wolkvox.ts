import type { ContactReport } from '../../../contracts/contact-form';
import type { AccountsContext } from '../context';
import { ApiError } from '../errors';
import { sendMail } from '../mail';

const TIMEOUT_MS = 8000;

/** The notification service refused or could not be reached; the reader is told to try again. */
export class NotificationFailed extends Error {}

/**
 * Spec 2, 7: POST {NOTIFICATION_URL}/wolkvox/report with the contact form as a form body and the fixed api-token.
 * A failure is logged and rethrown: the reader is waiting for this answer, unlike the notices of sign-ups and
 * purchases (service.ts), which never fail the reader.
 */
export async function reportContact(ctx: AccountsContext, report: ContactReport & { sitio: string }): Promise<void> {
  const { url, token } = ctx.settings.notifications;
  if (!url || !token) return keepInMailbox(ctx, report);
  const to = `${url.replace(/\/+$/, '')}/wolkvox/report`;
  try {
    const res = await fetch(to, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'api-token': token },
      body: new URLSearchParams(report).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return;
    const answer = (await res.text()).slice(0, 1000);
    throw new NotificationFailed(`wolkvox answered ${res.status}: ${answer}`);
  } catch (err) {
    ctx.log.error({ err, url: to, service: 'notification' }, 'contact report not accepted by the notification service');
    throw err;
  }
}

/** Without the notification service (a demo or a developer's machine) the message goes to customer service by mail. */
async function keepInMailbox(ctx: AccountsContext, report: ContactReport & { sitio: string }): Promise<void> {
  const mailbox = ctx.settings.notifications.contactMailbox ?? 'servicioalcliente@semana.com';
  const lines = [
    `Sitio: ${report.sitio}`,
    `Nombre: ${report.nombre}`,
    `Correo: ${report.correo}`,
    `Teléfono: ${report.telefono || '(no lo dio)'}`,
    '',
    report.mensaje,
  ];
  await sendMail(ctx, { to: mailbox, subject: `Contacto: ${report.asunto}`, text: lines.join('\n') });
}

/** What the route answers when the service failed. */
export const contactFailed = (message: string) => new ApiError(502, 'CONTACT_NOT_SENT', message);
