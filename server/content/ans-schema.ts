import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { rootDir } from '../config';

/**
 * The official ANS JSON Schema (schema/ans/0.10.12, MIT, The Washington Post; schema/ans/README.md) as the one judge
 * of whether a document is valid ANS (decision 0088). The files are loaded unchanged, with one reading of ours: every
 * `version` field (trait_version, an enum of "0.10.12" only) accepts any 0.10.x, so a 0.10.9 document, whose images
 * and sections say 0.10.9 too, is validated as 0.10.12.
 */
export const ANS_VERSION = '0.10.12';
export const ANS_SCHEMA_DIR = path.join(rootDir, 'schema', 'ans', ANS_VERSION);
const ID_PREFIX = `https://raw.githubusercontent.com/washingtonpost/ans-schema/master/src/main/resources/schema/ans/${ANS_VERSION}/`;
/** The versions read as 0.10.12. */
export const SUPPORTED_VERSION = /^0\.10\.\d+$/;

/** The top-level types the site validates: the three it imports, and redirects. */
export const ANS_TYPES = ['story', 'gallery', 'video', 'redirect'] as const;
export type AnsType = (typeof ANS_TYPES)[number];

export interface SchemaProblem {
  pointer: string;
  rule: string;
}

const schemaFiles = (dir: string, base = ''): string[] =>
  fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(base, entry.name);
    if (entry.isDirectory()) return schemaFiles(dir, rel);
    return entry.name.endsWith('.json') ? [rel] : [];
  });

let compiled: { ajv: Ajv; validators: Record<AnsType, ValidateFunction>; idOf: Map<string, string> } | undefined;

/** The compiled validators, made on first use (about a second's work, once per process). */
function validators() {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, validateFormats: true });
  addFormats(ajv);
  const idOf = new Map<string, string>();
  for (const file of schemaFiles(ANS_SCHEMA_DIR)) {
    const schema = JSON.parse(fs.readFileSync(path.join(ANS_SCHEMA_DIR, file), 'utf8')) as Record<string, unknown>;
    // content.json says only `"id": "content.json"`; everything refers to it by its full address.
    if (!String(schema.id).startsWith('https://')) schema.id = ID_PREFIX + file;
    if (file === 'traits/trait_version.json') {
      delete schema.enum;
      schema.pattern = SUPPORTED_VERSION.source;
    }
    ajv.addSchema(schema);
    idOf.set(file, String(schema.id)); // story_elements/table.json calls itself story_element/table.json
  }
  const get = (type: AnsType) => {
    const validate = ajv.getSchema(`${ID_PREFIX}${type}.json`);
    if (!validate) throw new Error(`ANS schema ${type}.json is missing from ${ANS_SCHEMA_DIR}`);
    return validate;
  };
  compiled = {
    ajv,
    idOf,
    validators: Object.fromEntries(ANS_TYPES.map((t) => [t, get(t)])) as Record<AnsType, ValidateFunction>,
  };
  return compiled;
}

/** A JSON pointer one level down. */
export const childPointer = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** One rule in plain words, with the property it is about in the pointer. */
function problemOf(e: ErrorObject, prefix: string): SchemaProblem {
  const params = e.params as Record<string, unknown>;
  const instancePath = prefix + e.instancePath;
  switch (e.keyword) {
    case 'required':
      return { pointer: childPointer(instancePath, String(params.missingProperty)), rule: 'required by ANS' };
    case 'additionalProperties':
      return {
        pointer: childPointer(instancePath, String(params.additionalProperty)),
        rule: 'not an ANS property here (custom data goes in additional_properties)',
      };
    case 'enum':
      return {
        pointer: instancePath,
        rule: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    default:
      return { pointer: instancePath, rule: `${e.message ?? e.keyword} (${e.keyword})` };
  }
}

const isUnion = (e: ErrorObject) => e.keyword === 'oneOf' || e.keyword === 'anyOf';
const isUnder = (pointer: string, at: string) => pointer === at || pointer.startsWith(`${at}/`);
const branchValidators = new WeakMap<object, ValidateFunction>();

/**
 * Where a value may be one of several shapes (a promo item: content, reference, raw_html or custom_embed), the schema
 * reports why each one failed. Only the shapes that take the value's `type` are what its author meant: the value is
 * checked against each of those again and the closest one's complaints are reported; when no shape takes its type,
 * that is the one problem.
 */
function explain(errors: ErrorObject[], prefix: string, ajv: Ajv): SchemaProblem[] {
  const unions = errors.filter(isUnion);
  const outer = unions.filter(
    (u) => !unions.some((o) => o.instancePath !== u.instancePath && isUnder(u.instancePath, o.instancePath)),
  );
  const plain = errors.filter((e) => !unions.some((u) => isUnder(e.instancePath, u.instancePath)));
  const problems = plain.map((e) => problemOf(e, prefix));
  const done = new Set<string>();
  for (const union of outer) {
    if (done.has(union.instancePath)) continue; // `basic` and the `.*` pattern: the same value, the same shapes
    done.add(union.instancePath);
    const at = prefix + union.instancePath;
    if ((union.params as { passingSchemas?: unknown }).passingSchemas) {
      problems.push({ pointer: at, rule: 'matches more than one of the shapes ANS allows here (oneOf)' });
      continue;
    }
    const type = (union.data as { type?: unknown } | null)?.type;
    const tried = (union.schema as object[]).map((branch) => {
      let validate = branchValidators.get(branch);
      if (!validate) branchValidators.set(branch, (validate = ajv.compile(branch)));
      validate(union.data);
      // A shape made for this type (raw_html's schema names "raw_html") says more than a generic one (content).
      const ref = (branch as { $ref?: string }).$ref;
      const schema = (ref ? ajv.getSchema(ref)?.schema : branch) as { properties?: { type?: { enum?: unknown[] } } };
      return { errors: validate.errors ?? [], names: schema?.properties?.type?.enum?.includes(type) === true };
    });
    const sameType = tried.filter((t) => !t.errors.some((e) => e.keyword === 'enum' && e.instancePath === '/type'));
    if (!sameType.length) {
      problems.push({ pointer: at, rule: `an object of type ${JSON.stringify(type)} is not allowed here by ANS` });
      continue;
    }
    const closest = sameType.reduce((a, b) =>
      b.names !== a.names ? (b.names ? b : a) : b.errors.length < a.errors.length ? b : a,
    );
    problems.push(...explain(closest.errors, at, ajv));
  }
  return problems;
}

/** Validates a document of a known top-level type; an empty list means valid ANS. */
export function ansSchemaProblems(type: AnsType, doc: unknown): SchemaProblem[] {
  const { ajv, validators: all } = validators();
  const validate = all[type];
  if (validate(doc)) return [];
  const seen = new Set<string>();
  return explain(validate.errors ?? [], '', ajv)
    .filter((p) => {
      const key = `${p.pointer} ${p.rule}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 50);
}

/** Compiles the schema now (a server may call it as it starts, so no request waits for it). */
export function prepareAnsSchema(): void {
  validators();
}

/** A validator for one schema file of the folder (e.g. `story_elements/text.json`), for tests and tools. */
export function ansSchemaValidator(file: string): ValidateFunction {
  const { ajv, idOf } = validators();
  const validate = ajv.getSchema(idOf.get(file) ?? ID_PREFIX + file);
  if (!validate) throw new Error(`no ANS schema ${file}`);
  return validate;
}
