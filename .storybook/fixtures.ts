import { http, HttpResponse } from 'msw';
import type { RenderContext } from '../runtime/types';
import { siteSchema, type SiteProps } from '../contracts/site-schema';

// The site files as the server reads them; imported by the bundler so stories need no file system.
const siteFiles = import.meta.glob<{ $schema?: string }>('../sites/*.json', { eager: true, import: 'default' });

/** The properties of one site (sites/<slug>.json), validated as the server validates them. */
export function siteFixture(slug = 'semana'): SiteProps {
  const file = siteFiles[`../sites/${slug}.json`];
  if (!file) throw new Error(`no site "${slug}" in sites/`);
  const { $schema: _schema, ...raw } = file;
  return siteSchema.parse(raw);
}

/** A render context for stories and DOM tests: one site, a fixed request time, the home page. */
export function ctxFixture(site = 'semana', now = Date.UTC(2026, 10, 20, 15)): RenderContext {
  return { site: siteFixture(site), now, path: '/', params: {} };
}

/** The identity service's public config with every reCAPTCHA switch off: forms ask it before they send. */
export const identityConfigHandler = http.get('*/identity/public/v1/config', () =>
  HttpResponse.json({
    signinRecaptcha: false,
    signupRecaptcha: false,
    magicLinkRecaptcha: false,
    resetPasswordRecaptcha: false,
    checkoutRecaptcha: false,
  }),
);
