/**
 * The page JSON the editor works on: the same object as a file in page-configs/ (schema/page-config.schema.json).
 * Kept loose on purpose: the editor must open a page whose blocks it does not know yet and show the problem.
 */
export type Config = Record<string, unknown>;

export interface BlockNode {
  /** Unique within the page (runtime/node-ids.ts): selection, undo and the history's diff follow it. */
  id?: string;
  block: string;
  version?: number;
  config: Config;
}

export interface ContainerNode {
  id?: string;
  container: string;
  config?: Config;
  children: Record<string, PageNode[]>;
}

export type PageNode = BlockNode | ContainerNode;

export interface PageDoc {
  $schema?: string;
  id: string;
  route: string;
  layout: string;
  meta?: Record<string, unknown>;
  areas: Record<string, PageNode[]>;
}

export const isContainer = (node: PageNode): node is ContainerNode => 'container' in node;

/** A place in the page: the keys from the page root to a node or a list (`['areas', 'main', 2]`). */
export type NodePath = (string | number)[];

/** The JSON pointer of a path (`/areas/main/2`), as validate and the 422 answer name places. */
export const pointerOf = (path: NodePath): string =>
  path.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
