import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { EMBED_FRAME_HOSTS, EMBED_SCRIPT_HOSTS } from '../../blocks/article-body/embeds/hosts';
import { RECAPTCHA_FRAME_HOSTS, RECAPTCHA_SCRIPT_HOSTS } from '../../ui/account/captcha-hosts';
import { AD_CONNECT_HOSTS, AD_FRAME_HOSTS, AD_SCRIPT_HOSTS } from '../../ui/ads/hosts';
import { readJsonFiles } from '../pages/page-store';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[^"'\s>]+/i;

/**
 * Hashes of the page's inline scripts that run (JSON data blocks do not). Hashing the HTML that
 * is actually sent keeps the header right for cached pages, where a per-request nonce would not.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || EXECUTABLE_TYPE.test(attrs)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

const PDF_FRAME = /<iframe class="article-body__pdf" src="(https?:\/\/[^"/]+)/g;

/** Origins of the article's PDF frames (raw_html 'context_pdf'): documents live on any CDN. */
export function pdfFrameOrigins(html: string): string[] {
  return [...new Set([...html.matchAll(PDF_FRAME)].map((m) => m[1] ?? ''))].filter(Boolean);
}

/** Origins of the sports agenda frames configured in templates and page configs. */
export function sportsAgendaHosts(): string[] {
  const hosts = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const { block, config } = node as { block?: unknown; config?: { url?: unknown } };
    if (block === 'sports-agenda' && typeof config?.url === 'string' && config.url.startsWith('https://')) {
      hosts.add(new URL(config.url).origin);
    }
    Object.values(node).forEach(visit);
  };
  for (const folder of ['templates', 'page-configs']) readJsonFiles(folder).forEach((f) => visit(f.json));
  return [...hosts];
}

export function policy(scriptHashes: string[], frameHosts: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...AD_SCRIPT_HOSTS, ...EMBED_SCRIPT_HOSTS, ...RECAPTCHA_SCRIPT_HOSTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...AD_CONNECT_HOSTS],
    'frame-src': ["'self'", ...EMBED_FRAME_HOSTS, ...AD_FRAME_HOSTS, ...RECAPTCHA_FRAME_HOSTS, ...frameHosts],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * Content-Security-Policy for pages: scripts from this site, the ad network and the embed
 * providers only, plus the hashes of the page's own inline scripts; frames from the embed, ad
 * and sports-agenda hosts. The header is computed from the HTML when the page is sent.
 */
export function contentSecurityPolicy(): RequestHandler {
  const frameHosts = sportsAgendaHosts();
  return (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body === 'string' && !res.get('Content-Security-Policy')) {
        const frames = [...frameHosts, ...pdfFrameOrigins(body)];
        res.set('Content-Security-Policy', policy(inlineScriptHashes(body), frames));
      }
      return send(body);
    };
    next();
  };
}
