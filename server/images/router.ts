import path from 'node:path';
import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { ALLOWED_SIZES } from '../../contracts/image-sizes';
import { rootDir } from '../config';
import { DiskCache } from './disk-cache';
import { BusyError, createLimiter } from './limit';
import { negotiateFormat } from './negotiate';
import { CONTENT_TYPES, renderImage, type ImageFormat } from './render';
import { decodeImageRef } from './arc-images';
import { fetchOriginal, resizeOriginal } from './remote';

export interface ImagesOptions {
  /** Where rendered images are kept; IMAGE_CACHE_DIR or data/image-cache by default. */
  cacheDir?: string;
  /** Resizes running at once; more wait in line. */
  concurrency?: number;
  /** Resizes waiting in line; beyond that the answer is 503 with Retry-After. */
  maxWaiting?: number;
  /**
   * Origins whose pictures `/images/arc/{ref}/{WxH}.jpg` resizes (Arc's photo centre, decision 0090): an address on
   * any other origin is a 404, so the resizer is never an open proxy. None: the route answers 404.
   */
  arcOrigins?: readonly string[];
  /** How the originals are fetched (tests). */
  fetch?: typeof globalThis.fetch;
}

/** Ids we generate: 26-character story ids (with `-n` for a story's other pictures), and author photos. */
export const IMAGE_ID = /^(?:[A-Z2-7]{26}(?:-\d{1,3})?|author-[a-z0-9]+(?:-[a-z0-9]+){0,9})$/;

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Image resizer: `GET /images/{id}/{WxH}.jpg`. Serves only the sizes the site uses (an arbitrary
 * size would be a denial-of-service door), in AVIF or WebP when the browser takes them (the URL
 * stays `.jpg`; `Vary: Accept`), rendering each id, size and format once and keeping it on disk.
 */

/** The resizer is at its limit of renders in progress: the client tries again shortly. */
function answerBusy(res: Response): void {
  res.status(503).set('Retry-After', '2').json({ error: 'Servicio ocupado, intente de nuevo' });
}

/** A rendered picture in the format the browser accepts, cacheable for good (its address names its size). */
function sendImage(res: Response, format: ImageFormat, data: Buffer, cached: boolean): void {
  res.set({
    'Content-Type': CONTENT_TYPES[format],
    'Cache-Control': CACHE_CONTROL,
    'X-Image-Cache': cached ? 'hit' : 'miss',
  });
  res.vary('Accept');
  res.send(data);
}

export function imagesRouter(opts: ImagesOptions = {}): Router {
  const cache = new DiskCache(
    opts.cacheDir ?? process.env.IMAGE_CACHE_DIR ?? path.join(rootDir, 'data', 'image-cache'),
  );
  const limit = createLimiter(opts.concurrency ?? 2, opts.maxWaiting ?? 100);
  // Concurrent requests for the same picture share one render.
  const inFlight = new Map<string, Promise<Buffer>>();

  const produce = (key: string, id: string, size: string, format: ImageFormat): Promise<Buffer> => {
    const running = inFlight.get(key);
    if (running) return running;
    const [width, height] = size.split('x').map(Number);
    const job = limit(async () => {
      const data = await renderImage(id, width, height, format);
      await cache.write(key, data);
      return data;
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };

  const arcOrigins = opts.arcOrigins ?? [];
  /** An Arc picture at one size: the original fetched (from an allowed origin only), then resized like ours. */
  const produceArc = (key: string, original: URL, size: string, format: ImageFormat): Promise<Buffer> => {
    const running = inFlight.get(key);
    if (running) return running;
    const [width, height] = size.split('x').map(Number);
    const job = limit(async () => {
      const data = await resizeOriginal(await fetchOriginal(original, opts.fetch), width, height, format);
      await cache.write(key, data);
      return data;
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };

  const router = Router();
  router.get('/images/arc/:ref/:file', async (req, res) => {
    const { ref, file } = req.params;
    const original = decodeImageRef(ref, arcOrigins);
    if (!original || !file.endsWith('.jpg')) {
      res.status(404).json({ error: 'Imagen no encontrada' });
      return;
    }
    const size = file.slice(0, -'.jpg'.length);
    if (!ALLOWED_SIZES.includes(size)) {
      res.status(400).json({ error: `Tamaño no permitido: ${ALLOWED_SIZES.join(', ')}` });
      return;
    }
    const format = negotiateFormat(req.get('accept'));
    // The file name is a hash of the address, never the address itself.
    const key = `arc/${createHash('sha256').update(original.href).digest('hex')}/${size}.${format}`;
    const cached = await cache.read(key);
    let data: Buffer;
    try {
      data = cached ?? (await produceArc(key, original, size, format));
    } catch (error) {
      if (error instanceof BusyError) {
        answerBusy(res);
        return;
      }
      // The photo centre refused or failed: not our fault, and not cached (the next request tries again).
      res.status(502).set('Cache-Control', 'no-store').json({ error: 'Imagen no disponible' });
      return;
    }
    sendImage(res, format, data, Boolean(cached));
  });

  router.get('/images/:id/:file', async (req, res) => {
    const { id, file } = req.params;
    if (!IMAGE_ID.test(id) || !file.endsWith('.jpg')) {
      res.status(404).json({ error: 'Imagen no encontrada' });
      return;
    }
    const size = file.slice(0, -'.jpg'.length);
    if (!ALLOWED_SIZES.includes(size)) {
      res.status(400).json({ error: `Tamaño no permitido: ${ALLOWED_SIZES.join(', ')}` });
      return;
    }
    const format = negotiateFormat(req.get('accept'));
    const key = `${id}/${size}.${format}`;
    const cached = await cache.read(key);
    let data: Buffer;
    try {
      data = cached ?? (await produce(key, id, size, format));
    } catch (error) {
      if (!(error instanceof BusyError)) throw error;
      answerBusy(res);
      return;
    }
    sendImage(res, format, data, Boolean(cached));
  });
  return router;
}
