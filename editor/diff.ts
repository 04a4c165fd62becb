import { withNodeIds } from '../runtime/node-ids';
import { blockEntry } from './catalogue';
import { areaLabel, containerLabel, pageFieldLabel } from './labels';
import { isContainer, type PageDoc, type PageNode } from './types';

/** One difference between two page JSONs: where (JSON pointer) and the value before and after. */
export interface Change {
  pointer: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The leaves that differ between two JSON values, arrays by position (page-level fields; see diffPages for nodes). */
export function diffJson(before: unknown, after: unknown, at = ''): Change[] {
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffJson(before[k], after[k], `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return same(before, after) ? [] : [{ pointer: at || '/', before, after }];
}

/** A value as the diff shows it: absent, or its JSON, shortened. */
export function shown(value: unknown): string {
  if (value === undefined) return '(nada)';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** A changed field, named as the editor's form names it (the block config schema's title). */
export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** What happened to one node between two versions; a moved node may also have changed fields. */
export interface NodeChange {
  kind: 'added' | 'removed' | 'moved' | 'changed';
  id: string;
  /** The block or container name (`article-card-grid`), and its Spanish description. */
  name: string;
  title: string;
  /** Where it is (after; before for a removed node), and where it was when it moved. */
  where: string;
  from?: string;
  fields: FieldChange[];
}

export interface PageDiff {
  page: FieldChange[];
  nodes: NodeChange[];
}

interface Placed {
  node: PageNode;
  /** The list it is in: an area, or a container's slot (by the container's id). */
  list: string;
  where: string;
}

/** Every node of the page by id, depth-first, with the list it is in. */
function placements(page: PageDoc): Map<string, Placed> {
  const out = new Map<string, Placed>();
  const walk = (nodes: PageNode[], list: string, where: string) =>
    nodes.forEach((node) => {
      out.set(node.id!, { node, list, where });
      if (isContainer(node))
        for (const [slot, kids] of Object.entries(node.children ?? {}))
          walk(kids, `${node.id}/${slot}`, `${containerLabel(node.container)} › ${areaLabel(slot)}`);
    });
  for (const [area, nodes] of Object.entries(page.areas ?? {})) walk(nodes, area, areaLabel(area));
  return out;
}

/** The ids of `a` kept in order in `b` (longest common subsequence): the others of both moved. */
function inOrder(a: string[], b: string[]): Set<string> {
  const m = a.map(() => b.map(() => 0));
  const at = (i: number, j: number) => (i < a.length && j < b.length ? m[i][j] : 0);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      m[i][j] = a[i] === b[j] ? 1 + at(i + 1, j + 1) : Math.max(at(i + 1, j), at(i, j + 1));
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

function fieldChanges(before: PageNode, after: PageNode): FieldChange[] {
  const props = isContainer(after) ? undefined : blockEntry(after.block)?.config.properties;
  const b = before.config ?? {};
  const a = after.config ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !same(b[k], a[k]));
  const out = fields.map((field) => ({
    field,
    label: props?.[field]?.title ?? field,
    before: b[field],
    after: a[field],
  }));
  if (!isContainer(before) && !isContainer(after) && before.version !== after.version)
    out.push({ field: 'version', label: 'Versión del bloque', before: before.version, after: after.version });
  return out;
}

const nameOf = (node: PageNode) => (isContainer(node) ? node.container : node.block);
const titleOf = (node: PageNode) =>
  isContainer(node)
    ? `Contenedor ${containerLabel(node.container)}`
    : (blockEntry(node.block)?.description ?? node.block);

/**
 * What changed from `before` to `after`, node by node id: a block inserted near the top is one added node (not every
 * later block changed), a block dragged elsewhere is one moved node. Page fields (route, layout, meta) by pointer.
 */
export function diffPages(beforePage: PageDoc, afterPage: PageDoc): PageDiff {
  const [before, after] = [withNodeIds(beforePage), withNodeIds(afterPage)];
  const { areas: _a, ...beforeRest } = before;
  const { areas: _b, ...afterRest } = after;
  const page = diffJson(beforeRest, afterRest)
    .filter((c) => c.pointer !== '/$schema')
    .map((c) => ({ field: c.pointer, label: pageFieldLabel(c.pointer), before: c.before, after: c.after }));
  const was = placements(before);
  const now = placements(after);
  const idsIn = (map: Map<string, Placed>, list: string) =>
    [...map].filter(([, p]) => p.list === list).map(([id]) => id);
  const stayed = new Set<string>();
  for (const list of new Set([...now.values()].map((p) => p.list))) {
    const common = (ids: string[], other: Map<string, Placed>) => ids.filter((id) => other.get(id)?.list === list);
    inOrder(common(idsIn(was, list), now), common(idsIn(now, list), was)).forEach((id) => stayed.add(id));
  }
  const nodes: NodeChange[] = [];
  for (const [id, p] of now) {
    const old = was.get(id);
    const base = { id, name: nameOf(p.node), title: titleOf(p.node), where: p.where };
    if (!old) nodes.push({ ...base, kind: 'added', fields: [] });
    else {
      const fields = fieldChanges(old.node, p.node);
      if (!stayed.has(id)) nodes.push({ ...base, kind: 'moved', from: old.where, fields });
      else if (fields.length) nodes.push({ ...base, kind: 'changed', fields });
    }
  }
  for (const [id, p] of was)
    if (!now.has(id))
      nodes.push({ id, name: nameOf(p.node), title: titleOf(p.node), where: p.where, kind: 'removed', fields: [] });
  return { page, nodes };
}
