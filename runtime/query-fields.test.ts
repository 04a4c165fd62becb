import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBlockQuery } from './resolve';
import { SEARCH_TERMS_MAX, searchTerms } from './query-fields';

describe('?q=, the search terms', () => {
  const query = z.object({ q: searchTerms() });

  it('reaches the block trimmed, and cut (not refused) when longer than the limit', () => {
    expect(parseBlockQuery(query, { q: '  paz total ' })).toEqual({ q: 'paz total' });
    expect(parseBlockQuery(query, { q: 'a'.repeat(500) })).toEqual({ q: 'a'.repeat(SEARCH_TERMS_MAX) });
  });

  it('is absent when the address has none', () => {
    expect(parseBlockQuery(query, {})).toEqual({});
  });
});
