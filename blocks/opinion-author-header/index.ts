import { credited } from '../../contracts/ans';
import { defineBlock } from '../../runtime/define-block';
import { toSlug } from '../../contracts/slug';
import { config, type Data } from './config';
import { OpinionAuthorHeader } from './OpinionAuthorHeader';

// Only our own image addresses or https ones make it to the page.
const safePhoto = (url: string | undefined) => (url && /^(\/(?!\/)|https:\/\/)/.test(url) ? url : undefined);

export default defineBlock({
  name: 'opinion-author-header',
  description: 'Encabezado de columna de opinión con el autor',
  version: 1,
  config,
  // Spec 1, 2.1: opinion pieces open with their columnist. No byline, nothing to show.
  async fetch(_config, { story }): Promise<Data | null> {
    const author = credited(story?.credits?.by).find((a) => a.name.trim());
    if (!author) return null;
    const name = author.name.trim();
    const photo = safePhoto(author.image?.url);
    const description = author.description?.trim();
    return {
      name,
      url: `/autor/${toSlug(name)}/`,
      ...(photo ? { photo } : {}),
      ...(description ? { description } : {}),
    };
  },
  component: OpinionAuthorHeader,
  interactive: false,
});
