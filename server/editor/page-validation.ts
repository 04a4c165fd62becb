import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import { createPageValidator, type ValidationError } from '../../schema/validate';
import { chromeInAreas, duplicateRoutes, unknownReferences, unpublishedBlocks } from '../../schema/page-checks';
import { knownContent } from '../pages/known-content';
import { loadSites } from '../sites';
import { sitePages } from './page-rows';

/** One problem as the editor shows it (docs/editor-api.md): where, what in Spanish, and in which block. */
export interface EditorProblem {
  pointer: string;
  message: string;
  block: string | null;
}

const TYPES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

/** `npm run validate`'s messages, in Spanish for the editor (the CLI keeps its English). */
const SPANISH: [RegExp, (...m: string[]) => string][] = [
  [/^must be <= (.+)$/, (n) => `debe ser como máximo ${n}`],
  [/^must be >= (.+)$/, (n) => `debe ser como mínimo ${n}`],
  [/^must be < (.+)$/, (n) => `debe ser menor que ${n}`],
  [/^must be > (.+)$/, (n) => `debe ser mayor que ${n}`],
  [/^must NOT have fewer than (\d+) characters$/, (n) => `debe tener al menos ${n} caracteres`],
  [/^must NOT have more than (\d+) characters$/, (n) => `debe tener como máximo ${n} caracteres`],
  [/^must NOT have fewer than (\d+) items$/, (n) => `debe tener al menos ${n} elementos`],
  [/^must NOT have more than (\d+) items$/, (n) => `debe tener como máximo ${n} elementos`],
  [/^must be (string|integer|number|boolean|object|array|null)$/, (t) => `debe ser ${TYPES[t]}`],
  [/^must match pattern "(.+)"$/, (p) => `debe seguir el patrón ${p}`],
  [/^must match format "(.+)"$/, (f) => `debe tener el formato ${f}`],
  [/^must be one of (.+)$/, (v) => `debe ser uno de ${v}`],
  [/^must be equal to one of the allowed values$/, () => 'debe ser uno de los valores permitidos'],
  [/^must be equal to constant$/, () => 'debe ser el valor fijo del campo'],
  [/^is required$/, () => 'es obligatorio'],
  [/^is not a known field$/, () => 'no es un campo conocido'],
  [/^is an unknown block$/, () => 'no es un bloque conocido'],
  [
    /^must be true: an unpublished block/,
    () => 'debe ser true: un bloque sin publicar no se muestra (publícalo o quítalo)',
  ],
  [
    /^comes from the layout: .* in meta\.(\w+)$/,
    (k) => `lo pone el diseño: quítalo y ajusta sus opciones en meta.${k}`,
  ],
  [/^"(.+)" is not a known section of (.+)$/, (v, s) => `"${v}" no es una sección conocida de ${s}`],
  [/^"(.+)" is not a known collection of (.+)$/, (v, s) => `"${v}" no es una colección conocida de ${s}`],
  [/^(.+) is already the route of page-configs\/(.+)$/, (r, f) => `${r} ya es la ruta de ${f}`],
];

export function inSpanish(message: string): string {
  for (const [pattern, say] of SPANISH) {
    const m = pattern.exec(message);
    if (m) return say(...m.slice(1));
  }
  return message;
}

/**
 * The rules of `npm run validate` for one page of a site, as the editor saves it: the schema, blocks left unpublished,
 * layout chrome in areas, a route another page of the site has, sections and collections the site lacks.
 */
export function pageValidator(db: Db, registry: BlockRegistry) {
  let schema: ReturnType<typeof createPageValidator> | undefined;
  return async (site: string, page: unknown): Promise<EditorProblem[]> => {
    const id = (page as { id?: unknown })?.id;
    const file = `page-configs/${site}/${String(id)}.json`;
    const others = (await sitePages(db, site)).filter((r) => r.id !== id);
    const routes = [
      ...others.map((r) => ({ file: `page-configs/${site}/${r.file.split('/').pop()}`, json: { route: r.route } })),
      { file, json: page },
    ];
    const entry = { file, json: page };
    const sites = [...loadSites().keys()];
    const errors: ValidationError[] = [
      ...(schema ??= createPageValidator(registry))(file, page),
      ...duplicateRoutes(routes).filter((e) => e.file === file),
      ...unpublishedBlocks(entry),
      ...chromeInAreas(entry),
      ...unknownReferences(entry, registry, await knownContent(db, sites)),
    ];
    return errors.map((e) => ({ pointer: e.pointer, message: inSpanish(e.message), block: e.block ?? null }));
  };
}
