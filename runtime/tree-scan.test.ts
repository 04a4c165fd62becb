import { describe, expect, it } from 'vitest';
import { memoTreeScan } from './tree-scan';

const urls = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ url: `${prefix}${i}` }));

describe('memoTreeScan', () => {
  it('finds what pick finds at every level down to the depth limit, and nothing below it', () => {
    const scan = memoTreeScan((v) => (typeof v === 'string' && v.startsWith('/') ? v : undefined), 2);
    const found = new Set<string>();
    scan({ a: '/uno', b: ['/dos', { c: '/tres' }], d: 'texto' }, found);
    expect([...found].sort()).toEqual(['/dos', '/uno']);
  });

  it('answers the same findings for a large subtree seen again, without reading it again', () => {
    let picks = 0;
    const scan = memoTreeScan((v) => {
      picks += 1;
      return typeof v === 'string' && v.startsWith('/') ? v : undefined;
    }, 6);
    const cached = { items: urls('/nota-', 40) };
    const first = new Set<string>();
    scan({ story: cached }, first);
    const picksFirst = picks;
    const second = new Set<string>();
    scan({ story: cached, extra: '/otra' }, second);
    expect(second).toEqual(new Set([...first, '/otra']));
    expect(first.size).toBe(40);
    // The second walk read the new wrapper, the remembered subtree and the new string: three picks, not 120.
    expect(picks - picksFirst).toBe(3);
  });

  it('does not reuse findings made at another depth, where the limit cuts differently', () => {
    const scan = memoTreeScan((v) => (typeof v === 'string' && v.startsWith('/') ? v : undefined), 3);
    const shared = { list: urls('/n-', 40) };
    const shallow = new Set<string>();
    scan(shared, shallow);
    const deep = new Set<string>();
    scan({ a: { b: shared } }, deep);
    expect(shallow.size).toBe(40);
    expect(deep.size).toBe(0);
  });
});
