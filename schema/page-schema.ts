import { z } from 'zod';
import type { BlockRegistry } from '../runtime/registry';
import { containers } from '../runtime/containers';
import { layoutNames } from '../contracts/layout-names';
import { layoutChrome, type ChromeArea } from '../contracts/layout-chrome';
import { siteSchema } from '../contracts/site-schema';
import { catalogue } from './catalogue-manifest';
import { NODE_ID } from '../runtime/node-ids';
import { PAGE_IMAGE } from '../contracts/page-meta';
import { GROUP_REF } from '../runtime/group-refs';

type JsonSchema = Record<string, unknown>;

/** A node's `id` (runtime/node-ids.ts): optional, since a save or import without ids gets them assigned. */
const nodeId: JsonSchema = {
  type: 'string',
  pattern: NODE_ID.source,
  description: 'Identificador del nodo, único en la página (lo asigna el editor al crear, importar o guardar)',
};

function configSchema(schema: z.ZodType): JsonSchema {
  // Input side: fields with defaults are optional for the editor, and the default is shown.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  // A misspelt field is an error for the editor, not a silently ignored setting.
  return { ...rest, additionalProperties: rest.additionalProperties ?? false };
}

/** `meta.header` / `meta.footer`: the options of the layouts' chrome block of that area (its config less `published`). */
function chromeOptions(registry: BlockRegistry): Record<string, JsonSchema> {
  const byArea = new Map<ChromeArea, Set<string>>();
  for (const chrome of Object.values(layoutChrome))
    for (const [area, { block }] of Object.entries(chrome) as [ChromeArea, { block: string }][])
      byArea.set(area, (byArea.get(area) ?? new Set()).add(block));
  const options = (name: string): JsonSchema => {
    const def = registry.get(name);
    if (!def) return { type: 'object' };
    return { ...configSchema(def.config.omit({ published: true })), description: `Opciones de ${name}` };
  };
  return Object.fromEntries(
    [...byArea].map(([area, names]) => {
      const schemas = [...names].map(options);
      return [area, schemas.length === 1 ? schemas[0] : { anyOf: schemas }];
    }),
  );
}

/** The page-config JSON Schema: a union of every block's config, discriminated on `block`. */
export function buildPageSchema(registry: BlockRegistry): JsonSchema {
  const blocks = [...registry.values()];
  // The editor's palette groups blocks by the catalogue's family; a block outside the catalogue is 'other'.
  const familyOf = new Map(catalogue.map((e) => [e.block, e.family]));
  const blockBranches = blocks.map((def) => ({
    type: 'object',
    title: def.name,
    description: def.description,
    family: familyOf.get(def.name) ?? 'other',
    properties: {
      id: nodeId,
      block: { const: def.name, description: def.description },
      version: {
        type: 'integer',
        minimum: 1,
        maximum: def.version,
        default: def.version,
        description: 'Versión del bloque con que se guardó la configuración',
      },
      config: configSchema(def.config),
    },
    required: ['block', 'version', 'config'],
    additionalProperties: false,
  }));
  const containerBranches = Object.values(containers).map((def) => ({
    type: 'object',
    title: def.name,
    properties: {
      id: nodeId,
      container: { const: def.name },
      config: configSchema(def.config),
      children: {
        type: 'object',
        properties: Object.fromEntries(def.slots.map((s) => [s, { type: 'array', items: { $ref: '#/$defs/node' } }])),
        additionalProperties: false,
      },
    },
    required: ['container', 'children'],
    additionalProperties: false,
  }));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'page-config.schema.json',
    title: 'Configuración de página',
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      id: { type: 'string', minLength: 1, description: 'Identificador único de la página' },
      route: { type: 'string', pattern: '^/', description: 'Patrón de ruta, p. ej. /seccion/:section/' },
      layout: { enum: layoutNames, description: 'Diseño de página' },
      meta: {
        type: 'object',
        properties: {
          title: { type: 'string', maxLength: 200, description: 'Título de la página y de su tarjeta social' },
          description: { type: 'string', maxLength: 500, description: 'Descripción para buscadores y redes' },
          image: {
            type: 'string',
            pattern: PAGE_IMAGE.source,
            description: 'Imagen de la tarjeta social (/images/{id}/{tamaño}.jpg)',
          },
          noindex: { type: 'boolean', description: 'Los buscadores no indexan la página' },
          canonical: {
            type: 'string',
            pattern: '^(/(?!/)|https://)\\S*$',
            maxLength: 500,
            description: 'Dirección canónica: una ruta del sitio o una URL https de uno de sus hosts',
          },
          headerMode: { enum: ['Normal', 'Oscuro', 'Transparente'] },
          bodyClass: { type: 'string', description: 'Clases del elemento raíz de la página (p. ej. app--video)' },
          ...chromeOptions(registry),
        },
        additionalProperties: false,
      },
      areas: {
        type: 'object',
        propertyNames: { enum: ['header', 'main', 'footer'] },
        additionalProperties: { type: 'array', items: { $ref: '#/$defs/node' } },
      },
    },
    required: ['id', 'route', 'layout', 'areas'],
    additionalProperties: false,
    $defs: {
      node: {
        if: { type: 'object', required: ['container'] },
        then: { $ref: '#/$defs/container' },
        else: {
          if: { type: 'object', required: ['group'] },
          then: { $ref: '#/$defs/group' },
          else: { $ref: '#/$defs/block' },
        },
      },
      // A linked block group (runtime/group-refs.ts): readers get the group's published blocks in its place.
      group: {
        type: 'object',
        title: 'Grupo enlazado',
        properties: {
          id: nodeId,
          group: { type: 'string', pattern: GROUP_REF.source, description: 'Grupo de bloques enlazado: sitio/id' },
        },
        required: ['group'],
        additionalProperties: false,
      },
      block: {
        type: 'object',
        required: ['block'],
        properties: {
          // enumDescriptions: what VS Code shows beside each name while an editor types it.
          block: { enum: blocks.map((b) => b.name), enumDescriptions: blocks.map((b) => b.description) },
        },
        discriminator: { propertyName: 'block' },
        oneOf: blockBranches,
      },
      container: {
        type: 'object',
        required: ['container'],
        properties: { container: { enum: Object.keys(containers) } },
        discriminator: { propertyName: 'container' },
        oneOf: containerBranches,
      },
    },
  };
}

export function buildSiteSchema(): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(siteSchema, { io: 'input' });
  const properties = { $schema: { type: 'string' }, ...(rest.properties as JsonSchema) };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'site-config.schema.json',
    ...rest,
    properties,
  };
}
