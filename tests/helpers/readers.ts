import { salesSubscriptions } from '../../server/db/schema-sales';
import type { Database } from '../../server/db/client';

/** Creates an account through the identity service; its uuid and, with `cookie`, the session cookie header. */
export async function signUpReader(
  baseUrl: string,
  reader: { email: string; password: string; firstName: string; lastName?: string },
  opts: { cookie?: boolean } = {},
): Promise<{ uuid: string; cookie: string }> {
  const res = await fetch(`${baseUrl}/identity/public/v1/signup${opts.cookie ? '?cookie=true' : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      identity: { userName: reader.email, credentials: reader.password },
      profile: { firstName: reader.firstName, lastName: reader.lastName, email: reader.email },
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up of ${reader.email} answered ${res.status}`);
  const { uuid } = (await res.json()) as { uuid: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { uuid, cookie };
}

/** A year-long annual subscription on semana in the given status, as the sales service stores it. */
export async function giveSubscription(database: Database, userId: string, status: number): Promise<void> {
  const now = new Date();
  await database.db.insert(salesSubscriptions).values({
    site: 'semana',
    userId,
    sku: 'PLAN-DIGITAL-ANUAL',
    priceCode: 'DIGITAL-ANUAL-199000',
    productName: 'Suscripción digital anual',
    status,
    orderNumber: `ORD-${userId.slice(0, 8)}-${status}`,
    paymentPartner: 'test',
    paymentMethodId: 1,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
    events: [],
  });
}
