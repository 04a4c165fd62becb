import type { PageConfig, PageNode } from '../../runtime/types';

/**
 * The page nodes that put the side ads, the bottom anchor and the consent banner on article
 * templates. The templates' owner adds these to templates/default.json (rail: LATERAL_1 first,
 * LATERAL_2 last; footer: anchor and banner); tests add them the same way until then.
 */
const ad = (kind: string, slot?: string): PageNode => ({
  block: 'ad-slot',
  version: 1,
  config: { published: true, kind, ...(slot ? { slot } : {}) },
});
export const RAIL_FIRST: PageNode = ad('lateral', 'LATERAL_1');
export const RAIL_LAST: PageNode = ad('lateral', 'LATERAL_2');
export const FOOTER_NODES: PageNode[] = [
  ad('anchor'),
  { block: 'consent-banner', version: 1, config: { published: true } },
];

const hasBlock = (nodes: PageNode[], name: string) => nodes.some((n) => 'block' in n && n.block === name);

/** The template with the ad and consent nodes, unless it has them already. */
export function withAdNodes(page: PageConfig): PageConfig {
  const areas = structuredClone(page.areas);
  for (const node of areas.main ?? []) {
    const rail = 'container' in node ? node.children.rail : undefined;
    if (!rail || hasBlock(rail, 'ad-slot')) continue;
    rail.unshift(RAIL_FIRST);
    rail.push(RAIL_LAST);
  }
  const footer = (areas.footer ??= []);
  if (!hasBlock(footer, 'consent-banner')) footer.push(...FOOTER_NODES);
  return { ...page, areas };
}
