import type { Hydrate } from '../runtime/define-block';

/** The registry's facts about a block that its generated JSON Schema leaves out (schema/block-facts.ts). */
export interface BlockFacts {
  /** When the island hydrates; null: server HTML only. */
  hydrate: Hydrate | null;
  /** The content sources its server code asks. */
  sources: string[];
  /** The query-string parameters it reads. */
  query: string[];
  /** KB brotli of its island's own JavaScript (React excluded); null without an island. */
  islandKb: number | null;
}
