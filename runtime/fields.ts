import { z } from 'zod';
import { isSafeLink, SAFE_LINK_MESSAGE, SAFE_LINK_PATTERN } from './safe-link';

/**
 * The config fields of spec 3, 3, named as the spec names them (an editor who follows the spec, or a page
 * exported from the old platform, uses these names), with their Spanish titles written once. `published` is
 * added to every block by defineBlock. Fields that name content (a section, a collection) carry a `reference`
 * kind, so `npm run validate` can check the name against the content store instead of letting a typo render
 * an empty block.
 */
/** Spec 3, 3: the block configuration fields an editor may set, as the spec spells them. */
export const SPEC_FIELDS = [
  'published',
  'title',
  'link',
  'url',
  'text',
  'section',
  'customSection',
  'collectionId',
  'galleryId',
  'addClass',
  'isBlue',
  'videos',
  'divider',
  'hasIcon',
  'feedSize',
  'offSet',
  'background',
  'autorIds',
  'authorId',
  'categorias',
  'linkWhatsapp',
] as const;

export type ReferenceKind = 'section' | 'collection';

/** Schemas made by these helpers, so a test can tell that a block's `feedSize` is the shared one. */
const made = new WeakSet<z.ZodType>();
const field =
  <A extends unknown[], T extends z.ZodType>(make: (...args: A) => T) =>
  (...args: A): T => {
    const schema = make(...args);
    made.add(schema);
    return schema;
  };
export const isSpecField = (schema: z.ZodType) => made.has(schema);

/**
 * A required field of these helpers (e.g. `collectionId`, `galleryId`) made optional for a block that has a fallback,
 * keeping its title, description and reference kind and still counting as the shared field.
 */
export function optionalField<T extends z.ZodType>(schema: T): z.ZodOptional<T> {
  const out = schema.optional().meta(schema.meta() ?? {});
  made.add(out);
  return out;
}

interface Text {
  title?: string;
  description?: string;
}

/**
 * A path on the same site or an https:// address, by one rule (runtime/safe-link.ts): never `javascript:`, `data:`,
 * a protocol-relative `//host`, a `/\host` a browser reads as one, or control characters.
 */
const sameSiteOrHttps = z
  .string()
  .max(500)
  .regex(SAFE_LINK_PATTERN, SAFE_LINK_MESSAGE)
  .refine(isSafeLink, SAFE_LINK_MESSAGE);

/** How many items the block asks for (its first load); at least `min` (1 unless given). */
export const feedSize = field((o: { default: number; max: number; min?: number } & Text) =>
  z
    .number()
    .int()
    .min(o.min ?? 1)
    .max(o.max)
    .default(o.default)
    .meta({
      title: o.title ?? 'Cantidad de notas',
      description: o.description ?? `Notas de la primera carga (${o.min ?? 1} a ${o.max})`,
    }),
);

/** How many items of the list are skipped at the start. */
export const offSet = field((o: { default?: number } & Text = {}) =>
  z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(o.default ?? 0)
    .meta({ title: o.title ?? 'Desplazamiento', description: o.description ?? 'Notas que se saltan al comienzo' }),
);

export const title = field((description: string, max: number = 120) =>
  z.string().max(max).optional().meta({ title: 'Título', description }),
);

export const text = field((description: string, max: number = 500) =>
  z.string().max(max).optional().meta({ title: 'Texto', description }),
);

/** Where the block's title or button leads. */
export const link = field((description: string) => sameSiteOrHttps.optional().meta({ title: 'Enlace', description }));

export const url = field((o: Text & { description: string }) =>
  sameSiteOrHttps.optional().meta({ title: o.title ?? 'Dirección', description: o.description }),
);

export const linkWhatsapp = field(
  (description: string = 'Enlace al canal o chat de WhatsApp (https://wa.me/… o https://whatsapp.com/…)') =>
    z
      .string()
      .max(500)
      .regex(/^https:\/\/(wa\.me|(www\.|chat\.)?whatsapp\.com)\//, 'un enlace https:// de WhatsApp')
      .refine(isSafeLink, 'un enlace https:// de WhatsApp')
      .optional()
      .meta({ title: 'Enlace de WhatsApp', description }),
);

/**
 * A story section by path or slug (`/nacion` or `nacion`); optional: without it the page's section applies.
 * `reference: false` where the value is not a section path of its own (a TV section, a slug under a subsection).
 */
export const section = field((description: string, o: { title?: string; pattern?: RegExp; reference?: false } = {}) =>
  (o.pattern ? z.string().regex(o.pattern, 'un identificador de sección como nacion') : z.string().min(1))
    .optional()
    .meta({
      title: o.title ?? 'Sección',
      description,
      ...(o.reference === false ? {} : { reference: 'section' satisfies ReferenceKind }),
    }),
);

/** A section name shown instead of the story's own. */
export const customSection = field((description: string = 'Nombre de sección que se muestra en lugar del de la nota') =>
  z.string().max(80).optional().meta({ title: 'Sección personalizada', description }),
);

/** A collection of the site (its id). */
export const collectionId = field((description: string) =>
  z
    .string()
    .min(1)
    .meta({ title: 'Colección', description, reference: 'collection' satisfies ReferenceKind }),
);

/** A collection that, when set, replaces the block's section (spec 3, 1: the collection result is used). */
export const optionalCollectionId = field((description: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .optional()
    .meta({ title: 'Colección', description, reference: 'collection' satisfies ReferenceKind }),
);

export const galleryId = field((description: string = 'Id de la galería que muestra el bloque') =>
  z.string().min(1).max(100).meta({ title: 'Galería', description }),
);

/** Extra CSS class names for the block's root (letters, digits, '-' and '_', separated by spaces). */
export const addClass = field(() =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_ -]*$/, 'nombres de clase separados por espacios')
    .optional()
    .meta({ title: 'Clases adicionales', description: 'Clases CSS que se añaden al bloque' }),
);

const flag = (fieldTitle: string, description: string, fallback: boolean) =>
  z.boolean().default(fallback).meta({ title: fieldTitle, description });

export const isBlue = field((description: string = 'Versión azul del bloque') => flag('Azul', description, false));
export const videos = field((description: string = 'Incluye los videos en la lista') =>
  flag('Videos', description, true),
);
export const divider = field((description: string = 'Línea divisoria bajo el bloque') =>
  flag('Divisor', description, false),
);
export const hasIcon = field((description: string = 'Muestra el icono del bloque') =>
  flag('Con icono', description, false),
);

export const background = field(() =>
  z
    .enum(['White', 'Dark'])
    .default('White')
    .meta({ title: 'Fondo', description: 'Fondo blanco (White) u oscuro (Dark)' }),
);

const authorIdValue = z.string().min(1).max(100);

/** Spec 3: a key-value map of author ids (the key orders or labels them; the value is the authors-api id). */
export const autorIds = field((description: string) =>
  z.record(z.string().max(100), authorIdValue).optional().meta({ title: 'Autores', description }),
);

export const authorId = field((description: string = 'Id del autor (authors-api)') =>
  authorIdValue.optional().meta({ title: 'Autor', description }),
);

/** Spec 3: a key-value map of a category's title to its section. */
export const categorias = field((description: string = 'Título de cada categoría y la sección que lista') =>
  z.record(z.string().min(1).max(80), z.string().min(1).max(200)).optional().meta({ title: 'Categorías', description }),
);

/** The reference kind of a config field, if it names content. */
export function referenceOf(schema: z.ZodType): ReferenceKind | undefined {
  const meta = schema.meta() as { reference?: ReferenceKind } | undefined;
  return meta?.reference;
}
