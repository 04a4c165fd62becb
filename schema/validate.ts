import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { BlockRegistry } from '../runtime/registry';
import type { NodeProblem } from '../runtime/prepare-page';
import { buildPageSchema } from './page-schema';

export interface ValidationError {
  file: string;
  pointer: string;
  block?: string;
  message: string;
}

/** `page-configs/semana/home.json /areas/main/3/config/feedSize must be <= 12 (galleries-grid)` */
export function formatError(e: ValidationError): string {
  return `${e.file} ${e.pointer || '/'} ${e.message}${e.block ? ` (${e.block})` : ''}`;
}

/** The block name of the nearest node that holds the JSON pointer. */
function blockAt(doc: unknown, pointer: string): string | undefined {
  let node: unknown = doc;
  let found: string | undefined;
  for (const key of pointer.split('/').slice(1)) {
    if (node && typeof node === 'object' && typeof (node as { block?: unknown }).block === 'string') {
      found = (node as { block: string }).block;
    }
    node =
      node && typeof node === 'object'
        ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined;
  }
  if (node && typeof node === 'object' && typeof (node as { block?: unknown }).block === 'string') {
    found = (node as { block: string }).block;
  }
  return found;
}

function describe(err: ErrorObject): { pointer: string; message: string } {
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'additionalProperties') {
    return { pointer: `${err.instancePath}/${String(params.additionalProperty)}`, message: 'is not a known field' };
  }
  if (err.keyword === 'enum' && err.instancePath.endsWith('/block')) {
    return { pointer: err.instancePath, message: 'is an unknown block' };
  }
  if (err.keyword === 'enum') {
    return {
      pointer: err.instancePath,
      message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
    };
  }
  if (err.keyword === 'required') {
    return { pointer: `${err.instancePath}/${String(params.missingProperty)}`, message: 'is required' };
  }
  return { pointer: err.instancePath, message: err.message ?? err.keyword };
}

export function createPageValidator(registry: BlockRegistry) {
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: false });
  const validate = ajv.compile(buildPageSchema(registry));
  return (file: string, doc: unknown): ValidationError[] => {
    if (validate(doc)) return [];
    const seen = new Set<string>();
    const errors: ValidationError[] = [];
    for (const err of validate.errors ?? []) {
      // if/then/else and discriminator wrap the real error, which ajv also reports.
      if (err.keyword === 'if' || err.keyword === 'discriminator' || err.keyword === 'oneOf') continue;
      const { pointer, message } = describe(err);
      const key = `${pointer} ${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push({ file, pointer, message, block: blockAt(doc, pointer) });
    }
    return errors;
  };
}

/**
 * Rewords the runtime's node problems with validate's messages (the first error inside each node), so the
 * error box on a page says what `npm run validate` says.
 */
export function explainProblems(file: string, problems: NodeProblem[], errors: ValidationError[]): void {
  for (const problem of problems) {
    problem.file = file;
    const inside = errors.find((e) => e.pointer === problem.pointer || e.pointer.startsWith(`${problem.pointer}/`));
    if (inside) Object.assign(problem, { pointer: inside.pointer, message: inside.message });
  }
}
