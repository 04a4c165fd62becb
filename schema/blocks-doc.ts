import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AnyBlock } from '../runtime/define-block';
import type { BlockRegistry } from '../runtime/registry';

type FieldSchema = {
  title?: string;
  description?: string;
  default?: unknown;
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  items?: FieldSchema;
  anyOf?: FieldSchema[];
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(field: FieldSchema): string {
  if (field.enum) return field.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (field.anyOf) return field.anyOf.map(typeOf).join(' or ');
  const base = Array.isArray(field.type) ? field.type.join(' or ') : (field.type ?? 'any');
  if (base === 'array' && field.items) return `${typeOf(field.items)}[]`;
  const range = [field.minimum, field.maximum].some((v) => v !== undefined)
    ? ` ${field.minimum ?? ''}–${field.maximum ?? ''}`
    : '';
  return base + range;
}

/** The content sources a block's server code names (`sources['content-apir']`), read from its folder. */
export function sourcesOf(blocksDir: string, name: string): string[] {
  const folder = path.join(blocksDir, name);
  const found = new Set<string>();
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
    for (const m of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/sources\['([a-z0-9-]+)'\]/g))
      found.add(m[1]);
  }
  return [...found].sort();
}

function blockSection(def: AnyBlock, blocksDir: string): string {
  const { properties = {}, required = [] } = z.toJSONSchema(def.config, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, FieldSchema>;
    required?: string[];
  };
  const rows = Object.entries(properties).map(([name, f]) => {
    const fallback =
      f.default === undefined ? (required.includes(name) ? '(obligatorio)' : '') : JSON.stringify(f.default);
    return `| \`${name}\` | ${cell(f.title ?? '')} | ${cell(typeOf(f))} | ${cell(fallback)} | ${cell(f.description ?? '')} |`;
  });
  const sources = sourcesOf(blocksDir, def.name);
  const query = Object.keys(def.query?.shape ?? {});
  return [
    `## ${def.name}`,
    '',
    def.description,
    '',
    `- Versión: ${def.version}`,
    `- Navegador: ${def.interactive ? `isla, se hidrata en \`${def.interactive.hydrate}\`` : 'solo HTML del servidor, sin JavaScript'}`,
    `- Fuentes: ${sources.length ? sources.map((s) => `\`${s}\``).join(', ') : 'ninguna'}`,
    ...(query.length ? [`- Lee de la dirección: ${query.map((k) => `\`?${k}=\``).join(', ')}`] : []),
    '',
    '| campo | título | tipo | por defecto | descripción |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** docs/blocks.md: every block of the registry with its fields, sources and hydration (kept current by a test). */
export function buildBlocksDoc(registry: BlockRegistry, blocksDir: string): string {
  const blocks = [...registry.values()].sort((a, b) => a.name.localeCompare(b.name));
  return [
    '# Bloques',
    '',
    'Generado por `npm run schema` desde el registro de bloques (`blocks/*/index.ts`); no lo edite a mano.',
    '',
    ...blocks.map((b) => `- [\`${b.name}\`](#${b.name}): ${b.description}`),
    '',
    ...blocks.map((b) => blockSection(b, blocksDir)),
  ].join('\n');
}
