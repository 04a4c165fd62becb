import { z } from 'zod';
import { blocks, FAMILIES } from '../../editor/catalogue';
import { storyHref } from '../../editor/components/Palette';

export const storybookIndex = z.object({
  entries: z.record(
    z.string(),
    z.object({ id: z.string(), type: z.enum(['docs', 'story']), title: z.string(), name: z.string() }),
  ),
});
export type StorybookIndex = z.infer<typeof storybookIndex>;

/**
 * What the sidebar and the editor's links promise, read from index.json: every block's docs page where the palette's
 * «Ver en Storybook» points, under its family's Spanish name, and the layouts' docs page.
 */
export function indexProblems(index: StorybookIndex): string[] {
  const entries = Object.values(index.entries);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const problems: string[] = [];
  for (const block of blocks) {
    const id = /[?&]path=\/docs\/([^&]+)/.exec(storyHref('http://x', block.name))?.[1] ?? '';
    const docs = byId.get(id);
    const title = `Bloques/${FAMILIES[block.family]}/${block.name}`;
    if (docs?.type !== 'docs') problems.push(`${block.name}: no docs page ${id} (the palette's link)`);
    else if (docs.title !== title) problems.push(`${block.name}: titled ${docs.title}, not ${title}`);
  }
  if (!entries.some((e) => e.type === 'docs' && e.title === 'Diseños')) problems.push('no docs page for the layouts');
  return problems;
}
