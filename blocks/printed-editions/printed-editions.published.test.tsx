import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyBlock } from '../../runtime/define-block';
import printedEditions from './index';
import videoSectionPage from '../video-section-page/index';

/** The runtime renders nothing for an unpublished block (runtime/runtime.test.tsx); here, these two blocks' switch. */
const blocks = [printedEditions, videoSectionPage] as unknown as AnyBlock[];

describe("the editor's 'Publicado' switch (spec 2, 6)", () => {
  it.each(blocks.map((b) => [b.name, b] as const))(
    "S2-154: %s carries the boolean 'Publicado', false unless an editor sets it",
    (_name, block) => {
      expect(block.config.parse({}).published).toBe(false);
      const schema = z.toJSONSchema(block.config, { io: 'input' }) as {
        properties: Record<string, { title?: string; default?: unknown; type?: string }>;
      };
      expect(schema.properties.published).toMatchObject({ title: 'Publicado', default: false, type: 'boolean' });
    },
  );
});
