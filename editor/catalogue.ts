import pageSchema from '../schema/page-config.schema.json';

/** A JSON Schema as the generated page schema writes it: only the keywords the editor reads. */
export interface FieldSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean | FieldSchema;
  propertyNames?: FieldSchema;
  anyOf?: FieldSchema[];
  /** Names content: the form offers the site's sections or collections (runtime/fields.ts). */
  reference?: 'section' | 'collection';
}

export interface BlockEntry {
  name: string;
  /** The block's one Spanish line (defineBlock's description). */
  description: string;
  family: string;
  version: number;
  config: FieldSchema;
}

interface Branch {
  title: string;
  description?: string;
  family?: string;
  properties: { version?: { maximum?: number }; config: FieldSchema; children?: FieldSchema };
}

const defs = pageSchema.$defs as unknown as {
  block: { oneOf: Branch[] };
  container: { oneOf: Branch[] };
};

/** The palette's families, in this order, with their Spanish names (schema/catalogue-manifest.ts). */
export const FAMILIES: Record<string, string> = {
  'load-more': 'Listas con «cargar más»',
  carousel: 'Carruseles',
  galleries: 'Galerías',
  'tv-video': 'TV y video',
  opinion: 'Opinión',
  forums: 'Foros',
  page: 'Páginas',
  furniture: 'Mobiliario del sitio',
  utility: 'Utilidades',
  other: 'Otros',
};

export const blocks: BlockEntry[] = defs.block.oneOf.map((b) => ({
  name: b.title,
  description: b.description ?? b.title,
  family: b.family ?? 'other',
  version: b.properties.version?.maximum ?? 1,
  config: b.properties.config,
}));

const byName = new Map(blocks.map((b) => [b.name, b]));
export const blockEntry = (name: string): BlockEntry | undefined => byName.get(name);

export interface ContainerEntry {
  name: string;
  title: string;
  slots: string[];
}

export const containerEntries: ContainerEntry[] = defs.container.oneOf.map((c) => ({
  name: c.title,
  title: c.properties.config.title ?? c.title,
  slots: Object.keys(c.properties.children?.properties ?? {}),
}));

export const layouts = (pageSchema.properties.layout as { enum: string[] }).enum;
export const areaNames = (pageSchema.properties.areas.propertyNames as { enum: string[] }).enum;

/**
 * The page's own fields (id, route, layout, meta, which areas), as the editor's check reads them: the areas' nodes
 * are an if/then/else over `$ref`s in the page schema, so validate.ts checks those block by block instead.
 */
export const pageFields: FieldSchema = {
  ...(pageSchema as unknown as FieldSchema),
  properties: {
    ...(pageSchema.properties as unknown as Record<string, FieldSchema>),
    areas: { type: 'object', propertyNames: { enum: areaNames }, additionalProperties: { type: 'array' } },
  },
};

/** The palette: families in FAMILIES' order, blocks by name within each. */
export function blocksByFamily(): { family: string; title: string; blocks: BlockEntry[] }[] {
  return Object.entries(FAMILIES)
    .map(([family, title]) => ({ family, title, blocks: blocks.filter((b) => b.family === family) }))
    .filter((g) => g.blocks.length > 0);
}

/** A new block's config: its defaults, published so the editor sees it in the preview at once. */
export function defaultConfig(entry: BlockEntry): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(entry.config.properties ?? {})) {
    if (field.default !== undefined) config[key] = structuredClone(field.default);
  }
  return { ...config, published: true };
}
