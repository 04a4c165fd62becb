import type { AnyBlock } from './define-block';
import { migrateConfig } from './migrate';
import { containers } from './containers';
import type { BlockRegistry } from './registry';
import { isContainer, type PageConfig, type PageNode } from './types';
import { chromeOf, type ChromeArea } from '../contracts/layout-chrome';

export interface PreparedBlock {
  kind: 'block';
  /** JSON pointer of the node in its page file, for logs. */
  pointer: string;
  /** The node's id in its page (runtime/node-ids.ts): an editor preview marks the node's HTML with it. */
  id?: string;
  def: AnyBlock;
  config: { published: boolean } & Record<string, unknown>;
}
export interface PreparedContainer {
  kind: 'container';
  pointer: string;
  id?: string;
  name: string;
  /** The container's options, parsed by its definition (runtime/containers.tsx). */
  config: Record<string, unknown>;
  slots: Record<string, PreparedNode[]>;
}
/** A node that could not be prepared, kept in place (outside production) so whoever composes the page sees why. */
export interface PreparedProblem extends NodeProblem {
  kind: 'problem';
}
export type PreparedNode = PreparedBlock | PreparedContainer | PreparedProblem;
export type PreparedAreas = Record<string, PreparedNode[]>;

export interface NodeProblem {
  /** The page file, when the caller knows it. */
  file?: string;
  pointer: string;
  block?: string;
  message: string;
}

/**
 * Migrates and parses every node of a page. A node that is unknown or invalid is reported, so the rest
 * of the page still renders (validate and the tests fail on it instead); with `keepProblems` it stays in
 * place as a problem node (an error box outside production), otherwise it is left out. The layout's chrome
 * (header, footer) comes first in its area, configured by the page's `meta.header` / `meta.footer`.
 */
export function preparePage(
  page: Pick<PageConfig, 'areas'> & Partial<Pick<PageConfig, 'layout' | 'meta'>>,
  registry: BlockRegistry,
  opts: { keepProblems?: boolean } = {},
): { areas: PreparedAreas; problems: NodeProblem[] } {
  const problems: NodeProblem[] = [];
  const prepareKept = (node: PageNode, pointer: string, configPointer?: string): PreparedNode[] => {
    const before = problems.length;
    const prepared = prepareNode(node, pointer, configPointer);
    if (prepared) return [prepared];
    const problem = problems[before];
    // The same object as in `problems`, so a caller that rewords a problem (validate's message) rewords the box.
    return opts.keepProblems && problem ? [Object.assign(problem, { kind: 'problem' as const })] : [];
  };
  const prepareList = (nodes: PageNode[], pointer: string): PreparedNode[] =>
    nodes.flatMap((node, i) => prepareKept(node, `${pointer}/${i}`));
  // `configPointer`: where the node's config is written (a chrome block's options live in the page's meta).
  const prepareNode = (node: PageNode, pointer: string, configPointer = `${pointer}/config`): PreparedNode | null => {
    if (isContainer(node)) {
      const def = containers[node.container];
      if (!def) {
        problems.push({ pointer, message: `unknown container "${node.container}"` });
        return null;
      }
      const parsed = def.config.safeParse(node.config ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push({ pointer: `${pointer}/config/${issue.path.join('/')}`, message: issue.message });
        return null;
      }
      const slots: Record<string, PreparedNode[]> = {};
      for (const slot of def.slots)
        slots[slot] = prepareList(node.children?.[slot] ?? [], `${pointer}/children/${slot}`);
      return { kind: 'container', pointer, id: node.id, name: def.name, config: parsed.data, slots };
    }
    const def = registry.get(node.block);
    if (!def) {
      problems.push({ pointer, block: node.block, message: `unknown block "${node.block}"` });
      return null;
    }
    try {
      const migrated = migrateConfig(def, node.version ?? def.version, node.config ?? {});
      const parsed = def.config.safeParse(migrated);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push({
          pointer: `${configPointer}/${issue.path.join('/')}`,
          block: def.name,
          message: issue.message,
        });
        return null;
      }
      return { kind: 'block', pointer, id: node.id, def, config: parsed.data as PreparedBlock['config'] };
    } catch (err) {
      problems.push({ pointer, block: def.name, message: (err as Error).message });
      return null;
    }
  };
  const areas: PreparedAreas = {};
  for (const [area, nodes] of Object.entries(page.areas)) areas[area] = prepareList(nodes, `/areas/${area}`);
  for (const [area, chrome] of Object.entries(chromeOf(page.layout))) {
    const options = page.meta?.[area as ChromeArea];
    const node = { block: chrome.block, version: chrome.version, config: { published: true, ...options } };
    areas[area] = [...prepareKept(node, `/layout/${area}`, `/meta/${area}`), ...(areas[area] ?? [])];
  }
  // The header area first, as pages wrote it: render order is the order of the islands' scripts in the document.
  return { areas: { ...(areas.header ? { header: areas.header } : {}), ...areas }, problems };
}
