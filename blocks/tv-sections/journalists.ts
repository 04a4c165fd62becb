import type { AuthorRecord } from '../../contracts/sources/authors-api';
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

/** What the TV pages show of an `authors-api` record; the link goes to the journalist's video page. */
export const toJournalist = (site: string, record: AuthorRecord): TvJournalist => ({
  id: record._id,
  byline: record.byline,
  url: tvPath(site, `periodistas/${record._id}`),
  ...(record.image ? { image: record.image.url } : {}),
});

/** Each id's record from `authors-api`; one the source does not know is left out. */
export async function fetchJournalists(ctx: FetchContext, ids: string[]): Promise<TvJournalist[]> {
  const found = await Promise.all(
    ids.map(async (id): Promise<TvJournalist | null> => {
      const record = await ctx.sources['authors-api']({ idAutor: id }).catch(() => null);
      return record ? toJournalist(ctx.site.slug, record) : null;
    }),
  );
  return found.filter((j): j is TvJournalist => j !== null);
}
