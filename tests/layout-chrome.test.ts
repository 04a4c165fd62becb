import { describe, expect, it } from 'vitest';
import { loadBlocks } from '../runtime/registry';
import { preparePage, type PreparedNode } from '../runtime/prepare-page';
import { chromeInAreas } from '../schema/page-checks';
import { createPageValidator, formatError } from '../schema/validate';
import type { PageConfig } from '../runtime/types';

const registry = await loadBlocks();
const page = (extra: Partial<PageConfig> = {}): PageConfig => ({
  id: 'x',
  route: '/x/',
  layout: 'default',
  areas: { main: [], footer: [{ block: 'consent-banner', version: 1, config: { published: true } }] },
  ...extra,
});
const names = (nodes: PreparedNode[] = []) => nodes.map((n) => (n.kind === 'block' ? n.def.name : n.kind));

describe('the layout owns the header and footer', () => {
  it('puts site-header and site-footer first in their areas, before the page’s own nodes', () => {
    const { areas, problems } = preparePage(page(), registry);
    expect(problems).toEqual([]);
    expect(names(areas.header)).toEqual(['site-header']);
    expect(names(areas.footer)).toEqual(['site-footer', 'consent-banner']);
    // Rendered in this order, so the header island's scripts are listed first, as when pages wrote the header.
    expect(Object.keys(areas)).toEqual(['header', 'main', 'footer']);
  });

  it('gives the header the page’s options from meta.header, and leaves chrome out of the bare layout', () => {
    const story = preparePage(page({ meta: { header: { progress: true } } }), registry).areas.header?.[0];
    expect(story?.kind === 'block' && story.config).toMatchObject({ published: true, progress: true });
    const plain = preparePage(page(), registry).areas.header?.[0];
    expect(plain?.kind === 'block' && plain.config.progress).toBe(false);
    expect(preparePage(page({ layout: 'bare' }), registry).areas.header).toBeUndefined();
  });

  it('points a bad header option at meta.header, for the error box and validate', () => {
    const bad = page({ meta: { header: { progress: 'yes' } } });
    const { areas, problems } = preparePage(bad, registry, { keepProblems: true });
    expect(problems.map((p) => p.pointer)).toEqual(['/meta/header/progress']);
    expect(names(areas.header)).toEqual(['problem']);
    expect(createPageValidator(registry)('x.json', bad).map(formatError)).toEqual([
      'x.json /meta/header/progress must be boolean',
    ]);
  });

  it('refuses a page that copies the layout’s header into its areas (it would show twice)', () => {
    const json = page({ areas: { header: [{ block: 'site-header', version: 1, config: { published: true } }] } });
    expect(chromeInAreas({ file: 'x.json', json }).map(formatError)).toEqual([
      'x.json /areas/header/0 comes from the layout: remove it and set its options in meta.header (site-header)',
    ]);
    expect(chromeInAreas({ file: 'x.json', json: { ...json, layout: 'bare' } })).toEqual([]);
  });
});
