import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';

/** Spec 3, 2: the entrepreneurs' landing page, a title, a text and the WhatsApp community button. */
export function EntrepreneursLanding({ config }: BlockProps<Config, null>) {
  return (
    <section className="entrepreneurs-landing">
      {config.title && <h1 className="entrepreneurs-landing__title">{config.title}</h1>}
      {config.text && <p className="entrepreneurs-landing__text">{config.text}</p>}
      {config.linkWhatsapp && (
        <a
          className="entrepreneurs-landing__whatsapp"
          href={config.linkWhatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          Únete a la comunidad en WhatsApp
        </a>
      )}
    </section>
  );
}
