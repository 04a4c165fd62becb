import { describe, expect, it } from 'vitest';
import { NODE_ID, newNodeId, withFreshIds, withNodeIds } from './node-ids';
import type { PageConfig, PageNode } from './types';

const page = (main: PageNode[]): PageConfig => ({ id: 'p', route: '/', layout: 'default', areas: { main } });
const grid = (extra: object = {}): PageNode => ({ block: 'article-card-grid', config: { published: true }, ...extra });
const ids = (p: PageConfig): string[] => {
  const out: string[] = [];
  const walk = (nodes: PageNode[]) =>
    nodes.forEach((n) => {
      out.push(String(n.id));
      if ('children' in n) Object.values(n.children).forEach(walk);
    });
  Object.values(p.areas).forEach(walk);
  return out;
};

describe('stable node ids', () => {
  it('gives every block and container an id unique within the page, the id first', () => {
    const next = withNodeIds(page([grid(), { container: 'two-column', children: { main: [grid()], rail: [grid()] } }]));
    const all = ids(next);
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    for (const id of all) expect(id).toMatch(NODE_ID);
    expect(Object.keys(next.areas.main[0])[0]).toBe('id');
  });

  it('keeps well-formed ids and gives the same page without ids the same ids every time', () => {
    const kept = page([grid({ id: 'abcdefgh' }), grid()]);
    expect(ids(withNodeIds(kept))[0]).toBe('abcdefgh');
    expect(ids(withNodeIds(page([grid(), grid()])))).toEqual(ids(withNodeIds(page([grid(), grid()]))));
  });

  it('re-assigns a repeated or malformed id, keeping the first holder', () => {
    const next = withNodeIds(page([grid({ id: 'abcdefgh' }), grid({ id: 'abcdefgh' }), grid({ id: 'no vale' })]));
    const [first, second, third] = ids(next);
    expect(first).toBe('abcdefgh');
    expect(second).not.toBe('abcdefgh');
    expect(third).toMatch(NODE_ID);
  });

  it('answers the same object when every node already has its id, and never changes its argument', () => {
    const done = withNodeIds(page([grid()]));
    expect(withNodeIds(done)).toBe(done);
    const bare = page([grid()]);
    withNodeIds(bare);
    expect(bare.areas.main[0].id).toBeUndefined();
  });

  it('gives a copied container and its children new ids', () => {
    const node = { id: 'abcdefgh', container: 'two-column', children: { main: [grid({ id: 'ijklmnop' })] } };
    const copy = withFreshIds(node);
    expect(copy.id).not.toBe('abcdefgh');
    expect(copy.children.main[0].id).not.toBe('ijklmnop');
    expect(newNodeId()).toMatch(NODE_ID);
  });
});
