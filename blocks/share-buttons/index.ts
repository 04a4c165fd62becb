import { defineBlock } from '../../runtime/define-block';
import { perStory } from '../../runtime/html-cache-keys';
import { config, type Data } from './config';
import { ShareButtons } from './ShareButtons';
import { safeLink } from '../../runtime/safe-link';

export default defineBlock({
  name: 'share-buttons',
  description: 'Botones para compartir la página en Facebook, X, WhatsApp y LinkedIn',
  version: 1,
  config,
  // The address must be absolute for the networks: the page's own on this site unless the editor gives one.
  async fetch(config, { site, path, origin, story }): Promise<Data> {
    const base = origin ?? `https://${site.hosts[0]}`;
    return {
      url: new URL(safeLink(config.url) ?? path, base).href,
      title: config.title ?? story?.headlines.basic ?? site.name,
    };
  },
  component: ShareButtons,
  // The links work without script (a new tab); the click that hydrates opens the popup instead.
  interactive: { hydrate: 'interaction' },
  htmlCache: perStory,
});
