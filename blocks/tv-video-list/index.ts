import { defineBlock } from '../../runtime/define-block';
import type { RenderContext } from '../../runtime/types';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { DEFAULT_PROGRAMMES } from '../../contracts/tv-programmes';
import { isOwnTvPath, isTvSlug, titleFromSlug, tvSection } from '../tv-sections/tv-paths';
import { config, type Data } from './config';
import { TvVideoList } from './TvVideoList';

/** The TV section of the page: configured ('virales'), or the programme or category in the address. */
function sectionOf(configured: string | undefined, params: RenderContext['params']): string | null {
  if (configured) return configured;
  if (isTvSlug(params.programa)) return `programas/${params.programa}`;
  if (isTvSlug(params.categoria)) return `categorias/${params.categoria}`;
  return null;
}

function titleOf(section: string): string {
  const slug = section.split('/').pop() ?? section;
  return DEFAULT_PROGRAMMES.find((p) => p.slug === slug)?.title ?? titleFromSlug(slug);
}

export default defineBlock({
  name: 'tv-video-list',
  description: 'Lista de videos de una sección de TV',
  version: 1,
  config,
  async fetch(config, ctx): Promise<Data | null> {
    const section = sectionOf(config.section, ctx.params);
    if (!section || !isOwnTvPath(ctx)) return null;
    const list = await ctx.sources['content-apir-semanaTV-v2']({
      includeSections: tvSection(ctx.site.slug, section),
      feedSize: config.feedSize,
      sourceInclude: CARD_FIELDS,
    });
    return { title: config.title ?? titleOf(section), items: toCardItems(list.content_elements) };
  },
  head: (_config, data, ctx) => ({ title: `${data.title} | ${ctx.site.name} TV`, canonical: ctx.path }),
  component: TvVideoList,
  interactive: false,
});
