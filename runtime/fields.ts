import { z } from 'zod';

/**
 * Config fields that recur across blocks, named as spec 3 names them, with their Spanish titles once.
 * Fields that name content (a section, a collection) carry a `reference` kind, so `npm run validate` can
 * check the name against the content store instead of letting a typo render an empty block.
 */
export type ReferenceKind = 'section' | 'collection';

/** A story section by path or slug (`/nacion` or `nacion`); optional: without it the page's section applies. */
export const section = (description: string) =>
  z
    .string()
    .min(1)
    .optional()
    .meta({ title: 'Sección', description, reference: 'section' satisfies ReferenceKind });

/** A collection of the site (its id). */
export const collectionId = (description: string) =>
  z
    .string()
    .min(1)
    .meta({ title: 'Colección', description, reference: 'collection' satisfies ReferenceKind });

/** The reference kind of a config field, if it names content. */
export function referenceOf(field: z.ZodType): ReferenceKind | undefined {
  const meta = field.meta() as { reference?: ReferenceKind } | undefined;
  return meta?.reference;
}
