import type { Response } from 'express';
import type { Sources } from '../../contracts/sources';
import { SourceParamsError } from '../sources/client';

/**
 * What the page handler learns while it renders that the HTML cache in front of it needs (issue 24, items 3 and 5),
 * kept on `res.locals`: the query parameters the page's blocks declare, and whether the page is degraded.
 */
interface PageOutcome {
  query: string[];
  /** Some block's data failed (fetch threw or timed out, a source errored) or its component threw. */
  degraded: boolean;
}

const outcomeOf = (res: Response): PageOutcome => {
  const locals = res.locals as { pageOutcome?: PageOutcome };
  return (locals.pageOutcome ??= { query: [], degraded: false });
};

export const setPageQuery = (res: Response, names: string[]) => void (outcomeOf(res).query = names);
export const pageQueryOf = (res: Response): string[] => outcomeOf(res).query;
export const markDegraded = (res: Response) => void (outcomeOf(res).degraded = true);
export const isDegraded = (res: Response): boolean => outcomeOf(res).degraded;

/**
 * Whether an error is a failure of the data (a source that errored or timed out, a fetch that threw), not a request
 * the source refused: a params error is the same on every render, so it does not keep the page out of the cache.
 */
export const isDataFailure = (err: unknown) => !(err instanceof SourceParamsError);

/**
 * The page's sources, reporting each call that fails, even when the block catches it and shows less (`.catch(() =>
 * null)`): what the page then shows is degraded, not empty, and must not be shared.
 */
export function reportSourceFailures(sources: Sources, onFailure: (source: string, err: unknown) => void): Sources {
  const out: Record<string, (params: unknown) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(sources as unknown as Record<string, (p: unknown) => Promise<unknown>>))
    out[name] = (params) =>
      call(params).catch((err: unknown) => {
        if (isDataFailure(err)) onFailure(name, err);
        throw err;
      });
  return out as unknown as Sources;
}
