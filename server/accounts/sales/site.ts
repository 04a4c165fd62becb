import type { Response } from 'express';
import type { SiteProps } from '../../../contracts/site-schema';

/** The site the host resolved for this request (server/app.ts puts it in res.locals). */
export const siteOf = (res: Response): string => (res.locals.site as SiteProps | undefined)?.slug ?? 'semana';
