import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';
import { safeLink } from '../../runtime/safe-link';

/** Spec 3, 2: the entrepreneurs' landing page, a title, a text and the WhatsApp community button. */
export function EntrepreneursLanding({ config }: BlockProps<Config, null>) {
  const whatsapp = safeLink(config.linkWhatsapp);
  return (
    <section className="entrepreneurs-landing">
      {config.title && <h1 className="entrepreneurs-landing__title">{config.title}</h1>}
      {config.text && <p className="entrepreneurs-landing__text">{config.text}</p>}
      {whatsapp && (
        <a className="entrepreneurs-landing__whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
          Únete a la comunidad en WhatsApp
        </a>
      )}
    </section>
  );
}
