import type { FetchContext } from '../../runtime/define-block';
import { tvPath } from './tv-paths';

/** A TV journalist as the TV pages show one: avatar, byline, and their video page. */
export interface TvJournalist {
  id: string;
  byline: string;
  url: string;
  image?: string;
}

/** Spec 3, 9: the journalist block shows at most 9 journalists. */
export const JOURNALIST_BLOCK_SIZE = 9;

/** The `autorIds` map's ids, in the order the editor wrote them, once each (its keys only label them). */
export const journalistIds = (autorIds: Record<string, string> | undefined) => [
  ...new Set(Object.values(autorIds ?? {})),
];

/** Each id's record from `authors-api`; one the source does not know is left out. */
export async function fetchJournalists(ctx: FetchContext, ids: string[]): Promise<TvJournalist[]> {
  const found = await Promise.all(
    ids.map(async (id): Promise<TvJournalist | null> => {
      const record = await ctx.sources['authors-api']({ idAutor: id }).catch(() => null);
      if (!record) return null;
      return {
        id: record._id,
        byline: record.byline,
        url: tvPath(ctx.site.slug, `periodistas/${record._id}`),
        ...(record.image ? { image: record.image.url } : {}),
      };
    }),
  );
  return found.filter((j): j is TvJournalist => j !== null);
}
