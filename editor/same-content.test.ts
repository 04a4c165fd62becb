import { describe, expect, it } from 'vitest';
import { changedField, sameContent } from './same-content';

describe('sameContent: "unsaved" compares what the server would store', () => {
  it('ignores key order and keys left undefined, and sees any other difference', () => {
    expect(sameContent({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameContent({ a: 1, title: undefined }, { a: 1 })).toBe(true);
    expect(sameContent({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameContent({ a: { b: 1 } }, { a: { b: '1' } })).toBe(false);
    expect(sameContent({ a: [] }, { a: {} })).toBe(false);
    expect(sameContent({ a: null }, { a: {} })).toBe(false);
  });
});

describe('changedField names the one field an edit of a config changed', () => {
  it('is the field when exactly one changed, else undefined', () => {
    expect(changedField('/areas/main/0', { title: 'A', feedSize: 3 }, { title: 'AB', feedSize: 3 })).toBe(
      '/areas/main/0/config/title',
    );
    expect(changedField('/areas/main/0', { title: 'A' }, {})).toBe('/areas/main/0/config/title');
    expect(changedField('/areas/main/0', { title: 'A', feedSize: 3 }, { title: 'B', feedSize: 4 })).toBeUndefined();
    expect(changedField(undefined, { title: 'A' }, { title: 'B' })).toBeUndefined();
  });
});
