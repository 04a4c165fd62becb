import { defineBlock } from '../../runtime/define-block';
import type { RenderContext } from '../../runtime/types';
import { CARD_FIELDS } from '../../ui/card-item';
import { debateSlug, type TvProgramme } from '../../contracts/tv-programmes';
import { isOwnTvPath, isTvSlug, titleFromSlug, tvSection } from '../tv-sections/tv-paths';
import { loadVideoPage } from '../tv-sections/video-pages';
import { config, type Data } from './config';
import { TvVideoList } from './TvVideoList';

/**
 * The TV section of the page: configured ('virales'), or the programme or category in the address, or on
 * '/{brand}-tv/{brand}-el-debate/' that brand's debate programme.
 */
function sectionOf(configured: string | undefined, params: RenderContext['params']): string | null {
  if (configured) return configured;
  if (isTvSlug(params.programa)) return `programas/${params.programa}`;
  if (isTvSlug(params.categoria)) return `categorias/${params.categoria}`;
  if (isTvSlug(params.show)) return `programas/${debateSlug(params.show)}`;
  return null;
}

function titleOf(section: string, programmes: readonly TvProgramme[]): string {
  const slug = section.split('/').pop() ?? section;
  return programmes.find((p) => p.slug === slug)?.title ?? titleFromSlug(slug);
}

export default defineBlock({
  name: 'tv-video-list',
  description: "Lista de videos de una sección de TV, con 'Cargar más'",
  version: 1,
  config,
  // Server only: the first page; the island asks the public endpoint for the next ones.
  async fetch(config, ctx): Promise<Data | null> {
    const section = sectionOf(config.section, ctx.params);
    if (!section || !isOwnTvPath(ctx)) return null;
    const includeSections = tvSection(ctx.site.slug, section);
    const first = await loadVideoPage(
      (query) => ctx.sources['content-apir-semanaTV-v2']({ includeSections, sourceInclude: CARD_FIELDS, ...query }),
      0,
      config.feedSize,
    );
    return { ...first, title: config.title ?? titleOf(section, ctx.site.tvProgrammes), section: includeSections };
  },
  head: (_config, data, ctx) => ({ title: `${data.title} | ${ctx.site.name} TV`, canonical: ctx.path }),
  component: TvVideoList,
  interactive: { hydrate: 'visible' }, // 'Cargar más'
});
