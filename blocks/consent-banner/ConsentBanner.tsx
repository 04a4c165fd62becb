import { useEffect, useSyncExternalStore } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';
import { readConsent, saveConsent, subscribeConsent, whenAccepted } from '../../ui/ads/consent';

/** On the server and while hydrating the choice is unknown: nothing shows. */
const unknownOnServer = () => 'pendiente' as const;

/**
 * Asks once for consent to ads and third-party content (Ley 1581 de 2012). The server renders
 * nothing: the choice lives in this browser, and cached HTML is the same for every reader.
 */
export function ConsentBanner({ ctx }: BlockProps<Config, null>) {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, unknownOnServer);

  useEffect(() => {
    void import('./load-embeds').then((m) => m.watchEmbeds());
    if (ctx.preview || !document.querySelector('.ad-slot[data-ad-slot]')) return;
    const account = { adPublisherId: ctx.site.adPublisherId, adNetwork: ctx.site.adNetwork };
    whenAccepted(() => void import('../../ui/ads/loader').then((m) => m.startAds(account)));
  }, [ctx.preview, ctx.site.adPublisherId, ctx.site.adNetwork]);

  if (consent !== null) return null;
  return (
    <section className="consent-banner" aria-label="Privacidad y cookies">
      <p className="consent-banner__text">
        Usamos cookies propias y de terceros para mostrarte publicidad y contenidos de redes sociales. Puedes aceptarlas
        o rechazarlas; conoce nuestra{' '}
        <a href={ctx.site.links.dataPolicy}>política de tratamiento de datos personales</a>.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__reject" onClick={() => saveConsent('rechazado')}>
          Rechazar
        </button>
        <button type="button" className="consent-banner__accept" onClick={() => saveConsent('aceptado')}>
          Aceptar
        </button>
      </div>
    </section>
  );
}
