import { defineBlock } from '../../runtime/define-block';
import { opinionProgrammes } from '../tv-sections/opinion-programmes';
import { isOwnTvPath, isTvSlug, titleFromSlug } from '../tv-sections/tv-paths';
import { fourthSegment, loadVideoPage } from '../tv-sections/video-pages';
import { config, type Data } from './config';
import { sectionVideosQuery, VideoSectionPage } from './VideoSectionPage';

/** 'Lo último': the four videos after the lead one. */
export const LATEST_SIZE = 4;

export default defineBlock({
  name: 'video-section-page',
  description:
    "Página de videos de una sección: el último en grande, 'Lo último', programas de opinión y 'Otros videos'",
  version: 1,
  config,
  async fetch(config, ctx): Promise<Data | null> {
    // Spec 3, 2: the section is the fourth segment of the request path.
    const section = config.section ?? fourthSegment(ctx.path);
    if (!isTvSlug(section) || !isOwnTvPath(ctx)) return null;
    // One query for the lead, 'Lo último' and the first page of 'Otros videos', split in that order.
    const top = 1 + LATEST_SIZE;
    const [first, node, opinion] = await Promise.all([
      loadVideoPage(
        (query) => ctx.sources['content-apir-v2']({ ...sectionVideosQuery(section), ...query }),
        0,
        top + config.feedSize,
      ),
      ctx.sources['section-api']({ queryString: `/${section}` }).catch(() => null),
      opinionProgrammes(ctx),
    ]);
    const [lead, ...rest] = first.items;
    if (!lead) return null;
    return {
      title: node?.name ?? titleFromSlug(section),
      section,
      lead,
      latest: rest.slice(0, LATEST_SIZE),
      opinion: opinion.filter((p) => p.video),
      others: { items: rest.slice(LATEST_SIZE), next: first.next, count: first.count },
    };
  },
  head: (_config, data, ctx) => ({ title: `Videos de ${data.title} | ${ctx.site.name}`, canonical: ctx.path }),
  component: VideoSectionPage,
  interactive: { hydrate: 'visible' }, // 'Cargar más'
});
