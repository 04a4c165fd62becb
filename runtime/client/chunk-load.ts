/** Spec 2, 7 (S2-301): how long a lazy chunk may take before the page gives up on it. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Spec 2, 7 (S2-301): the folder every built script (and stylesheet) is served from, without slashes. Both client
 * builds write there (vite.config.ts, editor/vite.config.ts) and the server serves it as it is (server/app.ts).
 */
export const CHUNK_DIR = 'pf/dist/components/combinations';

/** The error names of spec 2, 8 (S2-252), so logs and the error catalogue tell a script from a stylesheet. */
export type ChunkErrorName = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

/**
 * Spec 1, 8 (S1-217): why a chunk did not load. `missing`: its file is not on the server (404, a deploy removed it);
 * `timeout`: nothing arrived within CHUNK_TIMEOUT_MS; `other`: anything else (offline, a script that threw).
 */
export type ChunkErrorType = 'missing' | 'timeout' | 'other';

export class ChunkError extends Error {
  constructor(
    public override readonly name: ChunkErrorName,
    message: string,
    public readonly type: ChunkErrorType,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// Vite rejects a dynamic import whose stylesheet failed with "Unable to preload CSS for …".
const isCssFailure = (err: unknown) => err instanceof Error && /preload CSS/i.test(err.message);

/**
 * The address a failed import names: "Failed to fetch dynamically imported module: https://…/x.js", or Vite's
 * "Unable to preload CSS for /pf/dist/…/x.css".
 */
const failedUrl = (err: unknown) =>
  err instanceof Error ? /((?:https?:\/\/|\/)\S+?\.(?:js|css))\b/.exec(err.message)?.[1] : undefined;

/**
 * The browser's import error does not say whether the file is gone or the network failed: ask the server once.
 * A file it does not have is `missing`; no answer, or any other, is `other`.
 */
async function failureType(err: unknown): Promise<ChunkErrorType> {
  const url = failedUrl(err);
  if (!url) return 'other';
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return res.status === 404 || res.status === 410 ? 'missing' : 'other';
  } catch {
    return 'other';
  }
}

/**
 * Imports a lazy chunk, failing with a named ChunkError when the script or its stylesheet does not load, or when
 * nothing arrives within the time-out (a hung request would otherwise leave the island waiting forever).
 */
export function loadChunk<T>(what: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new ChunkError('ChunkLoadError', `Loading chunk ${what} timed out after ${timeoutMs} ms`, 'timeout')),
      timeoutMs,
    );
    load().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (err: unknown) => {
        clearTimeout(timer);
        const name = isCssFailure(err) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError';
        const message = `Loading ${name === 'ChunkLoadError' ? 'chunk' : 'CSS of'} ${what} failed`;
        void failureType(err).then((type) =>
          reject(new ChunkError(name, `${message} (${type})`, type, { cause: err })),
        );
      },
    );
  });
}
