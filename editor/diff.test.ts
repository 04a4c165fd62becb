import { describe, expect, it } from 'vitest';
import { diffPages } from './diff';
import type { BlockNode, PageDoc } from './types';

const grid = (id: string, title: string): BlockNode => ({
  id,
  block: 'article-card-grid',
  version: 1,
  config: { published: true, title, feedSize: 8 },
});
const page = (): PageDoc => ({
  id: 'semana-home',
  route: '/',
  layout: 'default',
  areas: {
    main: [
      grid('gridaaaa', 'Nación'),
      grid('gridbbbb', 'Mundo'),
      grid('gridcccc', 'Economía'),
      { id: 'colsaaaa', container: 'two-column', children: { main: [grid('griddddd', 'Deportes')], rail: [] } },
      grid('grideeee', 'Cultura'),
    ],
  },
});
const summary = (before: PageDoc, after: PageDoc) =>
  diffPages(before, after).nodes.map((n) => [n.kind, n.id, n.where, n.from]);

describe('the history diff, node by node id', () => {
  it('lists one block inserted near the top as exactly one added node, not every later block as changed', () => {
    const after = page();
    after.areas.main.splice(1, 0, grid('gridnewx', 'Insertada'));
    expect(summary(page(), after)).toEqual([['added', 'gridnewx', 'Principal', undefined]]);
  });

  it('lists a block moved within its list, or into a container slot, as one moved node with where it was', () => {
    const reordered = page();
    reordered.areas.main.unshift(...reordered.areas.main.splice(2, 1));
    expect(summary(page(), reordered)).toEqual([['moved', 'gridcccc', 'Principal', 'Principal']]);
    const intoRail = page();
    const [moved] = intoRail.areas.main.splice(4, 1);
    const cols = intoRail.areas.main[3];
    if (!('children' in cols)) throw new Error('the fixture has its container fourth');
    cols.children.rail.push(moved);
    expect(summary(page(), intoRail)).toEqual([['moved', 'grideeee', 'Dos columnas › Columna lateral', 'Principal']]);
  });

  it('names a changed field by its Spanish label, and lists a removed block', () => {
    const after = page();
    (after.areas.main[0] as BlockNode).config.title = 'Nación al día';
    after.areas.main.splice(1, 1);
    const { nodes } = diffPages(page(), after);
    expect(nodes).toEqual([
      expect.objectContaining({
        kind: 'changed',
        id: 'gridaaaa',
        fields: [{ field: 'title', label: 'Título', before: 'Nación', after: 'Nación al día' }],
      }),
      expect.objectContaining({ kind: 'removed', id: 'gridbbbb', name: 'article-card-grid' }),
    ]);
  });

  it('compares page fields by their labels, and finds nothing between a page and itself', () => {
    const after = { ...page(), route: '/inicio/' };
    expect(diffPages(page(), after)).toEqual({
      page: [{ field: '/route', label: 'Ruta', before: '/', after: '/inicio/' }],
      nodes: [],
    });
    expect(diffPages(page(), page())).toEqual({ page: [], nodes: [] });
  });
});
