import { allowedUrl, EMBED_FRAME_HOSTS, EMBED_SCRIPT_HOSTS } from '../../contracts/hosts/embeds';
import { readConsent, whenAccepted } from '../../ui/ads/consent';
import { embedUrl } from '../video-player/VideoPlayer';

/** How far ahead of the reader embeds start loading. */
const NEAR = '600px 0px';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The post and its provider script in a sandboxed frame without same-origin: the script runs, but
 * as an opaque origin it cannot reach this page, its cookies or its storage.
 */
function sandboxedDocument(html: string, script: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body>${html}<script async src="${escapeAttr(script)}"></script></body></html>`;
}

function load(embed: HTMLElement): void {
  if (embed.dataset.embedStatus === 'loaded') return;
  const frame = document.createElement('iframe');
  frame.title = embed.querySelector('figcaption')?.textContent ?? 'Contenido externo';
  frame.style.height = `${embed.clientHeight}px`;
  const src = allowedUrl(embed.dataset.embedFrame ?? '', EMBED_FRAME_HOSTS);
  const script = allowedUrl(embed.dataset.embedScript ?? '', EMBED_SCRIPT_HOSTS);
  if (src) {
    // A cross-origin page keeps its own origin: same-origin here is the provider's, not ours.
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-presentation');
    frame.src = src;
  } else if (script) {
    frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    frame.srcdoc = sandboxedDocument(embed.querySelector('.article-body__embed-fallback')?.innerHTML ?? '', script);
  } else {
    return; // plain allowlisted HTML: the fallback is the embed
  }
  embed.querySelector('.article-body__embed-consent')?.remove();
  embed.append(frame);
  embed.dataset.embedStatus = 'loaded';
}

/** Without consent, one click on the embed's button is consent for that embed alone. */
function offer(embed: HTMLElement): void {
  if (embed.querySelector('.article-body__embed-consent')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'article-body__embed-consent';
  button.textContent = 'Ver este contenido (usa cookies de terceros)';
  button.addEventListener('click', () => load(embed));
  embed.append(button);
}

/** Swaps a video facade for the youtube-nocookie player on the reader's click. */
function playOnClick(video: HTMLElement): void {
  const id = video.dataset.youtubeId;
  const link = video.querySelector('a');
  if (!id || !/^[\w-]{11}$/.test(id) || !link) return;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = embedUrl(id);
    frame.title = link.textContent ?? 'Video de YouTube';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-presentation');
    link.replaceWith(frame);
  });
}

/** Third-party embeds of the page load only when the reader scrolls near them. */
export function watchEmbeds(): void {
  document.querySelectorAll<HTMLElement>('.article-body__video[data-youtube-id]').forEach(playOnClick);
  const embeds = document.querySelectorAll<HTMLElement>(
    '.article-body__embed:is([data-embed-script], [data-embed-frame]):not([data-embed-status])',
  );
  if (!embeds.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const embed = entry.target as HTMLElement;
        observer.unobserve(embed);
        if (readConsent() === 'aceptado') load(embed);
        else {
          offer(embed);
          whenAccepted(() => load(embed));
        }
      }
    },
    { rootMargin: NEAR },
  );
  embeds.forEach((embed) => observer.observe(embed));
}
