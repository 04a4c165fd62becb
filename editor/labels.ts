/**
 * Every name the editor shows for a stored code, in Spanish, in one place (issue 25, item 9): areas, layouts,
 * containers, the values of enum fields, the authors that are processes, and fields by their schema titles. The
 * stored values never change: page JSON keeps `main`, `White`, `lateral`; only what an editor reads does.
 */
import { blockEntry, containerEntries, type FieldSchema } from './catalogue';

const AREAS: Record<string, string> = {
  header: 'Cabecera',
  main: 'Principal',
  footer: 'Pie de página',
  rail: 'Columna lateral',
};

const LAYOUTS: Record<string, string> = {
  default: 'Semana (cabecera, principal y pie)',
  bare: 'Vacío (solo principal)',
  landing: 'Página de aterrizaje',
  'foros-semana': 'Foros Semana',
  product: 'Producto (Mujeres)',
  soho: 'Soho',
  elpais: 'El País',
};

/** Enum values as a select offers them; a code that means the same in Spanish (GP1, INREAD) is shown as it is. */
const VALUES: Record<string, string> = {
  White: 'Blanco',
  Dark: 'Oscuro',
  lateral: 'Lateral',
  anchor: 'Anclado al borde',
  interstitial: 'Intersticial (pantalla completa)',
  prehome: 'Antes de la portada',
  desktop: 'Escritorio',
  mobile: 'Móvil',
  all: 'Todos los dispositivos',
  'after-first': 'Después del primer bloque',
  end: 'Al final',
  'sign-in': 'Iniciar sesión',
  'password-reset': 'Restablecer la contraseña',
  programas: 'Programas',
  categorias: 'Categorías',
  perfil: 'Perfil',
  editarperfil: 'Editar el perfil',
  'datos-acceso': 'Datos de acceso',
  comunicaciones: 'Comunicaciones',
  suscripciones: 'Suscripciones',
  editardireccion: 'Editar la dirección',
  'content-apir': 'Notas de una sección',
  'content-apir-date': 'Notas de una fecha',
  'content-apir-search-query': 'Resultados de una búsqueda',
  'content-apir-author': 'Notas de un autor',
  'content-apir-tag': 'Notas de una etiqueta',
};

/** The page's own fields, by pointer, as the page's settings name them. */
const PAGE_FIELDS: Record<string, string> = {
  '/route': 'Ruta',
  '/layout': 'Diseño',
  '/meta/title': 'Título de la página',
  '/meta/description': 'Descripción de la página',
  '/meta/headerMode': 'Modo del encabezado',
};

/** Authors of a version that are processes, not people. */
const AUTHORS: Record<string, string> = {
  seed: 'carga inicial',
  import: 'importación',
  'dev-files': 'archivos del repositorio',
};

export const pageFieldLabel = (pointer: string): string => PAGE_FIELDS[pointer] ?? pointer;

/** An area or a container's slot: `main` → «Principal», `rail` → «Columna lateral». */
export const areaLabel = (name: string): string => AREAS[name] ?? name;

export const layoutLabel = (name: string): string => LAYOUTS[name] ?? name;

/** A container by its schema title: `two-column` → «Dos columnas». */
export const containerLabel = (name: string): string => containerEntries.find((c) => c.name === name)?.title ?? name;

export const valueLabel = (value: unknown): string => VALUES[String(value)] ?? String(value);

/** Who saved a version: a person's address as it is, a process by what it was. */
export const authorLabel = (savedBy: string | null | undefined): string => {
  if (!savedBy) return '—';
  // The schedule loop records whose schedule it carried out (server/editor/schedule-jobs.ts).
  const scheduled = /^scheduler for (.+)$/.exec(savedBy);
  return scheduled ? `programado por ${scheduled[1]}` : (AUTHORS[savedBy] ?? savedBy);
};

/** The schema under a JSON pointer inside `schema` (`/labels/0/text`), through objects, lists and maps. */
function schemaAt(schema: FieldSchema, keys: string[]): FieldSchema[] {
  const trail: FieldSchema[] = [];
  let at: FieldSchema | undefined = schema;
  for (const key of keys) {
    const extra: FieldSchema | boolean | undefined = at?.additionalProperties;
    at = at?.properties?.[key] ?? at?.items ?? (typeof extra === 'object' ? extra : undefined);
    if (!at) break;
    trail.push(at);
  }
  return trail;
}

/**
 * A field of a block's config by its titles, as the form names it: `/feedSize` → «Cantidad de notas»,
 * `/labels/0/text` → «Etiquetas › 1 › Texto». A key the schema does not know is shown as typed.
 */
export function fieldLabel(block: string, pointer: string): string {
  const keys = pointer.split('/').slice(1);
  const config = blockEntry(block)?.config;
  const trail = config ? schemaAt(config, keys) : [];
  return keys.map((key, i) => (/^\d+$/.test(key) ? String(Number(key) + 1) : (trail[i]?.title ?? key))).join(' › ');
}
