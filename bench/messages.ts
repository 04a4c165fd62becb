import { z } from 'zod';

/** What bench/run.ts and its server process (bench/serve.ts) say to each other. */
export const fromServer = z.discriminatedUnion('kind', [
  // `url`: HTML cache off (every page rendered); `cachedUrl`: the same app with the HTML cache, as `npm start` runs it.
  z.object({ kind: z.literal('app'), url: z.string(), cachedUrl: z.string() }),
  z.object({ kind: z.literal('baseline'), url: z.string(), blocks: z.array(z.string()) }),
  z.object({ kind: z.literal('error'), message: z.string() }),
]);
export type FromServer = z.infer<typeof fromServer>;

export const toServer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('baseline'), articlePath: z.string().startsWith('/') }),
  // A normal exit, so that `node --cpu-prof` writes its profile (bench/profile.ts).
  z.object({ kind: z.literal('exit') }),
]);
export type ToServer = z.infer<typeof toServer>;
