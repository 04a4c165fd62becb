import { defineBlock } from '../../runtime/define-block';
import { fetchJournalists, journalistIds, JOURNALIST_BLOCK_SIZE, toJournalist } from '../tv-sections/journalists';
import { isOwnTvPath } from '../tv-sections/tv-paths';
import { loadVideoPage } from '../tv-sections/video-pages';
import { config, type Data } from './config';
import { channelVideosQuery, JournalistVideoPage, VIDEOS_FIRST_OFFSET, VIDEOS_FIRST_SIZE } from './JournalistVideoPage';

export default defineBlock({
  name: 'journalist-video-page',
  description: "Página de un periodista de TV: su perfil, 'Otros Periodistas' y 'Otros videos'",
  version: 1,
  config,
  async fetch(config, ctx): Promise<Data | null> {
    const id = config.authorId ?? ctx.params.autor;
    if (!id || !isOwnTvPath(ctx)) return null;
    const [record, videos] = await Promise.all([
      ctx.sources['authors-api']({ idAutor: id }).catch(() => null),
      loadVideoPage(
        (query) => ctx.sources['content-apir-v2']({ ...channelVideosQuery, ...query }),
        VIDEOS_FIRST_OFFSET,
        VIDEOS_FIRST_SIZE,
      ),
    ]);
    if (!record) return null;
    const otherIds = journalistIds(config.autorIds).filter((other) => other !== record._id);
    const others = await fetchJournalists(ctx, otherIds.slice(0, JOURNALIST_BLOCK_SIZE));
    const journalist = { ...toJournalist(ctx.site.slug, record), ...(record.bio ? { bio: record.bio } : {}) };
    return { journalist, others, videos };
  },
  head: (_config, data, ctx) => ({ title: `${data.journalist.byline} | ${ctx.site.name} TV`, canonical: ctx.path }),
  component: JournalistVideoPage,
  interactive: { hydrate: 'visible' }, // 'Cargar más'
});
