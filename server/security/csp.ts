import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { RECAPTCHA_FRAME_HOSTS, RECAPTCHA_SCRIPT_HOSTS } from '../../contracts/hosts/captcha';
import {
  GOOGLE_PLATFORM_FRAME_HOSTS,
  GOOGLE_PLATFORM_SCRIPT_HOSTS,
  SOCIAL_FRAME_HOSTS,
  SOCIAL_SCRIPT_HOSTS,
} from '../../contracts/hosts/social';
import { AD_CONNECT_HOSTS, AD_FRAME_HOSTS, AD_SCRIPT_HOSTS } from '../../contracts/hosts/ads';
import { RECO_CONNECT_HOSTS, RECO_FRAME_HOSTS, RECO_SCRIPT_HOSTS } from '../../contracts/hosts/recommendations';
import { DOCUMENT_INLINE_SCRIPTS } from '../render/document';
import { NO_EMBEDS, type EmbedSources } from './page-embeds';
import type { SiteProps } from '../../contracts/site-schema';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * Our own inline scripts, hashed once when the server starts: the same bytes on every page, so cached pages keep
 * working without a nonce. Nothing is hashed from the HTML being sent, where an injected script would be blessed too.
 */
export const OWN_SCRIPT_HASHES = DOCUMENT_INLINE_SCRIPTS.map(hashOf);

export function policy(
  embeds: EmbedSources,
  opts: { dev?: boolean; connect?: string[]; googlePlatform?: boolean } = {},
): string {
  // Google's legacy library only where the site signs in with it: every other site's policy stays as it was.
  const legacyGoogle = opts.googlePlatform
    ? { scripts: GOOGLE_PLATFORM_SCRIPT_HOSTS, frames: GOOGLE_PLATFORM_FRAME_HOSTS }
    : { scripts: [], frames: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...OWN_SCRIPT_HASHES,
      ...AD_SCRIPT_HOSTS,
      ...RECO_SCRIPT_HOSTS,
      ...RECAPTCHA_SCRIPT_HOSTS,
      ...SOCIAL_SCRIPT_HOSTS,
      ...legacyGoogle.scripts,
      ...embeds.scripts,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // ANS videos' streams, posters and subtitles come from their video hosts (video-stream, the body's players).
    'media-src': ["'self'", 'https:'],
    'connect-src': [
      "'self'",
      ...AD_CONNECT_HOSTS,
      ...RECO_CONNECT_HOSTS,
      ...SOCIAL_SCRIPT_HOSTS,
      ...(opts.connect ?? []),
    ],
    'frame-src': [
      "'self'",
      ...AD_FRAME_HOSTS,
      ...RECO_FRAME_HOSTS,
      ...RECAPTCHA_FRAME_HOSTS,
      ...SOCIAL_FRAME_HOSTS,
      ...legacyGoogle.frames,
      ...embeds.frames,
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // `npm run dev` only: the Vite client waits for a restarting server from a worker it makes from a blob.
    ...(opts.dev ? { 'worker-src': ["'self'", 'blob:'] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * Content-Security-Policy for pages: scripts from this site, the ad network and the page's own embed providers, plus
 * our own inline scripts by hash; frames from the ad hosts and the embeds of the page being rendered, which the page
 * handler names in `res.locals.embeds` (server/security/page-embeds.ts). A page that names none gets no embed host.
 */
export function contentSecurityPolicy(opts: { dev?: boolean } = {}): RequestHandler {
  return (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if ((typeof body === 'string' || Buffer.isBuffer(body)) && !res.get('Content-Security-Policy')) {
        const site = res.locals.site as SiteProps | undefined;
        // The paywall script asks its rules from the site's API origins, when the site names any (decision 0057).
        const origins = site?.paywall.apiOrigins;
        const connect = Object.values(origins ?? {}).filter((o): o is string => Boolean(o));
        const embeds = (res.locals.embeds as EmbedSources | undefined) ?? NO_EMBEDS;
        const googlePlatform = site?.googleSignIn === 'legacy-platform';
        res.set('Content-Security-Policy', policy(embeds, { ...opts, connect, googlePlatform }));
      }
      return send(body);
    };
    next();
  };
}
