import { newsProgramme } from '../../contracts/tv-programmes';
import type { FetchContext } from '../../runtime/define-block';
import { CARD_FIELDS, type CardItem } from '../../ui/card-item';
import { tvPath, tvSection } from './tv-paths';
import { toVideoItems } from './video-pages';

/** An opinion programme: its name, its page, and its newest video (if it has one). */
export interface OpinionProgramme {
  title: string;
  url: string;
  video?: CardItem;
}

/**
 * Spec 3, TV: the opinion programmes (the site's programmes of /{brand}-tv/programas/ but the news, which has its own
 * carousel), each with its newest video.
 */
export async function opinionProgrammes(ctx: FetchContext): Promise<OpinionProgramme[]> {
  const site = ctx.site.slug;
  const news = newsProgramme(ctx.site.tvProgrammes).slug;
  return Promise.all(
    ctx.site.tvProgrammes
      .filter((p) => p.slug !== news)
      .map(async ({ slug, title }) => {
        const list = await ctx.sources['content-apir-semanaTV-v2']({
          includeSections: tvSection(site, `programas/${slug}`),
          feedSize: 1,
          sourceInclude: CARD_FIELDS,
        });
        const [video] = toVideoItems(list.content_elements);
        return { title, url: tvPath(site, `programas/${slug}`), ...(video ? { video } : {}) };
      }),
  );
}
