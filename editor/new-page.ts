import { routeProblem } from '../contracts/route-pattern';
import { es } from './messages';

export interface NewPage {
  id: string;
  route: string;
  layout: string;
}

export type NewPageProblems = Partial<Record<'id' | 'route', string>>;

/** The route field's format, said under it before anything goes wrong. */
export const ROUTE_HINT =
  'Empieza por «/», por ejemplo /especiales/elecciones/. Para varias direcciones usa :nombre, como /temas/:tema/.';

// The server's own rules for a new page (server/editor/pages-routes.ts), in the editor's words instead of the browser's
// «Please match the requested format.».
const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** What is wrong with a new page's id and route before it is sent; an empty object when nothing is. */
export function newPageProblems({ id, route }: NewPage): NewPageProblems {
  const problems: NewPageProblems = {};
  if (!id) problems.id = 'Escribe un id para la página.';
  else if (!ID.test(id))
    problems.id = 'El id lleva solo minúsculas sin tilde, números y guiones (por ejemplo, especial-elecciones).';
  const invalid = routeProblem(route);
  if (!route.startsWith('/')) problems.route = 'La ruta debe empezar por «/», por ejemplo /especiales/elecciones/.';
  else if (/\s/.test(route)) problems.route = 'La ruta no puede llevar espacios.';
  else if (route.length > 201) problems.route = 'La ruta puede tener como máximo 200 caracteres después de «/».';
  else if (invalid) problems.route = `La ruta ${es(`is not a valid route pattern (${invalid})`)}.`;
  return problems;
}
