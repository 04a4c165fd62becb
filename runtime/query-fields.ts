import { z } from 'zod';

/** Longest search the runtime passes on: longer terms are cut, not refused, so the reader still gets results. */
export const SEARCH_TERMS_MAX = 200;

/** `?q=`, the search terms, for the blocks that search (the results and their «Cargar más»). */
export const searchTerms = () =>
  z
    .string()
    .transform((q) => q.trim().slice(0, SEARCH_TERMS_MAX))
    .optional();
