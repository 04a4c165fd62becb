import type { FieldError } from './api';
import { blockEntry, pageFields, type FieldSchema } from './catalogue';
import { say } from './messages';
import { pointerOf, type NodePath, type PageDoc } from './types';

/**
 * The editor's own check of a page while it is edited, against each block's config schema from the generated page
 * schema: the keywords our block configs use, worded as validate words them (in Spanish). A small interpreter, not
 * ajv: ajv compiles its checks with `new Function`, which the editor's Content-Security-Policy does not allow
 * (decision 0043). The server's 422 remains the authority; its problems are shown the same way.
 */
const typeOk = (type: string, v: unknown): boolean =>
  type === 'integer'
    ? Number.isInteger(v)
    : type === 'number'
      ? typeof v === 'number' && Number.isFinite(v)
      : type === 'array'
        ? Array.isArray(v)
        : type === 'object'
          ? typeof v === 'object' && v !== null && !Array.isArray(v)
          : typeof v === type;

export function checkValue(schema: FieldSchema, value: unknown, at: string, out: FieldError[]): void {
  if (schema.anyOf) {
    const tries = schema.anyOf.map((s) => {
      const errs: FieldError[] = [];
      checkValue(s, value, at, errs);
      return errs;
    });
    if (!tries.some((e) => e.length === 0)) out.push(...(tries[0] ?? []));
    return;
  }
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length && !types.some((t) => typeOk(t, value)))
    return void out.push({ pointer: at, message: say.type(types[0]) });
  if (schema.enum && !schema.enum.some((e) => e === value))
    return void out.push({ pointer: at, message: say.oneOf(schema.enum) });
  const push = (message: string) => out.push({ pointer: at, message });
  if (typeof value === 'number') {
    if (schema.maximum !== undefined && value > schema.maximum) push(say.max(schema.maximum));
    if (schema.minimum !== undefined && value < schema.minimum) push(say.min(schema.minimum));
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.maxLength !== undefined && length > schema.maxLength) push(say.maxLength(schema.maxLength));
    if (schema.minLength !== undefined && length < schema.minLength) push(say.minLength(schema.minLength));
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) push(say.pattern(schema.pattern));
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) push(say.maxItems(schema.maxItems));
    if (schema.minItems !== undefined && value.length < schema.minItems) push(say.minItems(schema.minItems));
    if (schema.items) value.forEach((item, i) => checkValue(schema.items!, item, `${at}/${i}`, out));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) checkObject(schema, value, at, out);
}

function checkObject(schema: FieldSchema, value: object, at: string, out: FieldError[]): void {
  const props = schema.properties ?? {};
  for (const key of schema.required ?? [])
    if (!(key in value)) out.push({ pointer: `${at}/${key}`, message: say.required() });
  for (const [key, v] of Object.entries(value)) {
    const field = props[key];
    const extra = schema.additionalProperties;
    if (field) checkValue(field, v, `${at}/${key}`, out);
    else if (extra === false) out.push({ pointer: `${at}/${key}`, message: say.unknownField() });
    else if (typeof extra === 'object') {
      if (schema.propertyNames) checkValue(schema.propertyNames, key, `${at}/${key}`, out);
      checkValue(extra, v, `${at}/${key}`, out);
    }
  }
}

/** A block's config problems, pointers relative to the config (`/feedSize`). */
export function checkConfig(blockName: string, config: unknown): FieldError[] {
  const entry = blockEntry(blockName);
  if (!entry) return [{ pointer: '', message: say.unknownBlock(), block: blockName }];
  const out: FieldError[] = [];
  checkValue(entry.config, config ?? {}, '', out);
  return out.map((e) => ({ ...e, block: blockName }));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problems of a list of nodes at `path`, whatever was typed there (the JSON view checks text, not a PageDoc). */
function checkNodes(nodes: unknown, path: NodePath, out: FieldError[]): void {
  // A list that is not one is the page check's problem (`debe ser una lista`).
  if (!Array.isArray(nodes)) return;
  nodes.forEach((node: unknown, i) => {
    const here = [...path, i];
    const base = pointerOf(here);
    if (!isObject(node)) return void out.push({ pointer: base, message: say.type('object') });
    if ('container' in node) {
      const slots = isObject(node.children) ? node.children : {};
      for (const [slot, children] of Object.entries(slots)) checkNodes(children, [...here, 'children', slot], out);
      return;
    }
    // A linked group (runtime/group-refs.ts): its blocks were checked when the group was saved.
    if ('group' in node) return;
    if (!('block' in node)) return void out.push({ pointer: `${base}/block`, message: say.required() });
    const name = String(node.block);
    if (!blockEntry(name)) return void out.push({ pointer: `${base}/block`, message: say.unknownBlock(), block: name });
    for (const e of checkConfig(name, node.config)) out.push({ ...e, pointer: `${base}/config${e.pointer}` });
  });
}

/** Every block's problems in the page, with pointers from the page root (`/areas/main/3/config/feedSize`). */
export function checkPage(page: PageDoc): FieldError[] {
  const out: FieldError[] = [];
  for (const [area, nodes] of Object.entries(page.areas ?? {})) checkNodes(nodes, ['areas', area], out);
  return out;
}

/** Any typed JSON as a page: the page's own fields, then every block's (the JSON view's marks). */
export function checkPageJson(value: unknown): FieldError[] {
  const out: FieldError[] = [];
  checkValue(pageFields, value, '', out);
  if (isObject(value) && isObject(value.areas))
    for (const [area, nodes] of Object.entries(value.areas)) checkNodes(nodes, ['areas', area], out);
  return out;
}
