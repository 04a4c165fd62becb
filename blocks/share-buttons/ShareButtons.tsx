import type { MouseEvent } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { openSharePopup, shareLinks, type ShareInput, type ShareNetwork } from '../../ui/share/share-links';
import type { Config, Data } from './config';

const networks: { network: ShareNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'X' },
  { network: 'whatsapp', label: 'WhatsApp' },
  { network: 'linkedin', label: 'LinkedIn' },
];

/** Share links that open each network's page in a popup of the spec's size. */
export function ShareButtons({ config, data, ctx }: BlockProps<Config, Data>) {
  const input: ShareInput = { ...data, via: config.via, hashtags: config.hashtags, source: ctx.site.name };
  const open = (network: ShareNetwork) => (event: MouseEvent) => {
    event.preventDefault();
    // The reader's own device decides WhatsApp's host, so it is read at the click, not on the server.
    const link = shareLinks[network](input, navigator.userAgent);
    const button = event.currentTarget as HTMLElement;
    // Keyboard readers come back to the link they shared from once the popup closes. Blocked: the link's own tab.
    if (!openSharePopup(link, () => button.focus())) window.open(link.href, '_blank', 'noopener,noreferrer');
  };
  return (
    <nav className="share-buttons" aria-label="Compartir">
      <span className="share-buttons__title">Compartir</span>
      <ul>
        {networks.map(({ network, label }) => (
          <li key={network}>
            <a
              className={`share-buttons__link share-buttons__link--${network}`}
              href={shareLinks[network](input).href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Compartir en ${label}`}
              onClick={open(network)}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
