import { describe, expect, it } from 'vitest';
import { expandGroupRefs, groupRefsOf, parseGroupRef } from './group-refs';
import type { PageConfig } from './types';
import { editorPath, parseEditorPath } from '../editor/route';

const title = (text: string) => ({ block: 'hidden-title', config: { published: true, title: text } });
const page = {
  id: 'p',
  route: '/',
  layout: 'default',
  areas: {
    main: [
      { id: 'aaaaaaa1', group: 'semana/cierre' },
      { container: 'two-column', children: { main: [{ group: 'shared/pie' }, title('propio')] } },
    ],
  },
} as unknown as PageConfig;

describe('linked block groups', () => {
  it('finds every reference with its pointer, inside containers too', () => {
    expect(groupRefsOf(page)).toEqual([
      { ref: 'semana/cierre', pointer: '/areas/main/0' },
      { ref: 'shared/pie', pointer: '/areas/main/1/children/main/0' },
    ]);
  });

  it("puts each group's nodes in place of its reference, and nothing for a group it does not know", () => {
    const expanded = expandGroupRefs(page, (ref) =>
      ref === 'semana/cierre' ? [title('uno'), title('dos')] : undefined,
    );
    expect(expanded.areas.main).toEqual([
      title('uno'),
      title('dos'),
      { container: 'two-column', children: { main: [title('propio')] } },
    ]);
    const plain = { ...page, areas: { main: [title('solo')] } } as unknown as PageConfig;
    expect(expandGroupRefs(plain, () => [])).toBe(plain);
  });

  it('reads a reference as site and id, and refuses one that is not', () => {
    expect(parseGroupRef('shared/pie')).toEqual({ site: 'shared', id: 'pie' });
    expect(parseGroupRef('semana/../x')).toBeUndefined();
  });

  it("names a group's screen in the editor's address, the shared ones under the site seen from", () => {
    const own = { site: 'semana', view: 'group', id: 'cierre', owner: 'semana' } as const;
    const shared = { ...own, owner: 'shared' };
    expect(editorPath(own)).toBe('/_editor/semana/groups/cierre');
    expect(editorPath(shared)).toBe('/_editor/semana/groups/shared/cierre');
    expect(parseEditorPath('/_editor/semana/groups/shared/cierre')).toEqual(shared);
    expect(parseEditorPath('/_editor/semana/groups/cierre')).toEqual(own);
  });

  it('names the review queue in the address, and nothing under it (issue 26, item 3)', () => {
    expect(editorPath({ site: 'semana', view: 'reviews' })).toBe('/_editor/semana/reviews');
    expect(parseEditorPath('/_editor/semana/reviews')).toEqual({ site: 'semana', view: 'reviews' });
    expect(parseEditorPath('/_editor/semana/reviews/7')).toBeUndefined();
  });
});
