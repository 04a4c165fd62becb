import type { RequestHandler } from 'msw';
import { z } from 'zod';

// msw handlers are class instances; zod only checks the shapes Storybook's msw parameter allows.
const handler = z.custom<RequestHandler>((value) => typeof value === 'object' && value !== null && 'run' in value);
const handlerList = z.array(handler);
const mswParameter = z.union([
  handlerList,
  z.object({ handlers: z.union([handlerList, z.record(z.string(), z.union([handler, handlerList]))]).optional() }),
]);

/** The handlers of a story's `parameters.msw`, in any of the shapes msw-storybook-addon accepts. */
export function mswHandlers(parameter: unknown): RequestHandler[] {
  if (parameter === undefined) return [];
  const parsed = mswParameter.parse(parameter);
  if (Array.isArray(parsed)) return parsed;
  const { handlers = [] } = parsed;
  return Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
}
