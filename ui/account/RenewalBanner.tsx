import { RENEW_PATH, bannerAction, cardChangePath, type RenewalNotice } from './renewal-banner';

interface RenewalBannerProps {
  notice: RenewalNotice;
  /** On the subscriptions page the card form opens in place; elsewhere the banner links there. */
  onUpdate?: (subscriptionID: number) => void;
  /** The region's name; null inside a dialog that names it already. */
  label?: string | null;
  /** A placement's own look (decision 0045: in-read, home modal). */
  className?: string;
}

export const RENEWAL_REGION = 'Renovación de tu suscripción';

/** The failed-renewal banner (spec 2, 2): 'Actualizar datos de pago' or 'Renuévela ahora'. */
export function RenewalBanner({ notice, onUpdate, label = RENEWAL_REGION, className }: RenewalBannerProps) {
  if (!notice) return null;
  const action = bannerAction(notice.paymentFailed);
  let button;
  if (!notice.paymentFailed)
    button = (
      <a className="renewal-banner__action" href={RENEW_PATH}>
        {action}
      </a>
    );
  else if (onUpdate)
    button = (
      <button type="button" className="renewal-banner__action" onClick={() => onUpdate(notice.subscriptionID)}>
        {action}
      </button>
    );
  else
    button = (
      <a className="renewal-banner__action" href={cardChangePath(notice.subscriptionID)}>
        {action}
      </a>
    );
  return (
    <div
      className={['renewal-banner', className].filter(Boolean).join(' ')}
      {...(label === null ? {} : { role: 'region', 'aria-label': label })}
    >
      <p>
        {notice.paymentFailed
          ? 'No pudimos renovar tu suscripción: tu banco rechazó el pago.'
          : 'Tu suscripción terminó.'}
      </p>
      {button}
    </div>
  );
}
