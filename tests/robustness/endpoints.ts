import type { Express } from 'express';

/** What the router stack of Express 5 (router 2) holds, as far as the walk below reads it. */
interface Layer {
  name: string;
  rawPath?: string | RegExp | (string | RegExp)[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

export interface Endpoint {
  method: string;
  /** The route's pattern, with its mount path in front. */
  pattern: string;
}

const join = (prefix: string, path: string) => (prefix + path).replace(/\/{2,}/g, '/');

/**
 * Every route of an app, sub-routers included. A mounted sub-application (`app.use(otherApp)`) hides its stack
 * behind a `mounted_app` function; those are counted in `mountedApps` so the caller can walk them itself.
 */
export function endpointsOf(app: Express): { endpoints: Endpoint[]; mountedApps: number } {
  const endpoints: Endpoint[] = [];
  let mountedApps = 0;
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const method of Object.keys(layer.route.methods))
            if (method !== '_all') endpoints.push({ method: method.toUpperCase(), pattern: join(prefix, path) });
        continue;
      }
      if (layer.name === 'mounted_app') mountedApps++;
      if (!layer.handle.stack) continue;
      const raw = layer.rawPath;
      if (typeof raw !== 'string' && raw !== undefined) throw new Error(`unsupported mount path ${String(raw)}`);
      walk(layer.handle.stack, join(prefix, raw && raw !== '/' ? raw : ''));
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return { endpoints, mountedApps };
}

/** A concrete URL for a pattern: each parameter gets a harmless value of a plausible shape. */
export function concretePath(pattern: string): string {
  return pattern
    .replace(/\{\*\w+\}|\*\w+/g, 'x')
    .replace(/:(\w*[iI]d|userId)\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:(\w+)/g, 'x');
}
