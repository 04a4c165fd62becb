import { Router } from 'express';
import { z } from 'zod';
import type { SiteProps } from '../../contracts/site-schema';
import { LOCAL_CREATIVE_PATH } from '../../contracts/hosts/ads';
import { AD_FORMATS } from '../../ui/ads/sizes';

const FORMATS: readonly string[] = Object.values(AD_FORMATS).map(([w, h]) => `${w}x${h}`);
const sizeParam = z.string().refine((s) => FORMATS.includes(s), { message: 'no such ad format' });

/**
 * The test ad account's creatives (issue 28, S1-206; ui/ads/local-adapter.ts): a brand-coloured SVG per named ad
 * format, saying it is a test ad and its size. Only the named formats: any other size is a 404.
 */
export function testCreatives(): Router {
  const router = Router();
  router.get(`${LOCAL_CREATIVE_PATH}/:file`, (req, res) => {
    const m = /^(\d+x\d+)\.svg$/.exec(req.params.file);
    const size = sizeParam.safeParse(m?.[1]);
    if (!size.success) return void res.status(404).type('text/plain').send('Formato de anuncio desconocido');
    const [width, height] = size.data.split('x').map(Number);
    const site = res.locals.site as SiteProps;
    res.set('Cache-Control', 'public, max-age=86400');
    res
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${site.theme.primary}"/><text x="50%" y="50%" font-family="Arial,sans-serif" font-size="${Math.min(18, height / 3)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">Publicidad de prueba · ${width}×${height}</text></svg>`,
      );
  });
  return router;
}
