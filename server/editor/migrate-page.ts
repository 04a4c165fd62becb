import type { BlockRegistry } from '../../runtime/registry';
import type { PageConfig, PageNode } from '../../runtime/types';
import { migrateConfig } from '../../runtime/migrate';

/**
 * A page as the editor opens it: every block saved at an older version migrated to its block's latest, so the form
 * shows today's fields and the next save writes them. Unknown blocks and newer versions are left for validation.
 */
export function migratePage(page: PageConfig, registry: BlockRegistry): PageConfig {
  const node = (n: PageNode): PageNode => {
    if ('children' in n)
      return { ...n, children: Object.fromEntries(Object.entries(n.children).map(([k, v]) => [k, v.map(node)])) };
    const def = registry.get(n.block);
    const version = n.version ?? 1;
    if (!def || version >= def.version || !n.config || typeof n.config !== 'object') return n;
    return { ...n, version: def.version, config: migrateConfig(def, version, n.config) };
  };
  if (!page.areas || typeof page.areas !== 'object') return page;
  return {
    ...page,
    areas: Object.fromEntries(Object.entries(page.areas).map(([k, v]) => [k, Array.isArray(v) ? v.map(node) : v])),
  };
}
