import { Router, type Response } from 'express';
import type { SiteProps } from '../contracts/site-schema';
import type { SessionUserOf } from './accounts/page-reader';
import { BOOT_ELEMENT_ID, type Boot } from '../editor/boot';
import { EDITOR_BASE, editorPath, parseEditorPath } from '../editor/route';
import { loginHref } from '../ui/account/links';
import type { Assets } from './render/assets';
import { OWN_SCRIPT_HASHES } from './security/csp';

export interface EditorUiOptions {
  assets: Assets;
  sites: Map<string, SiteProps>;
  production: boolean;
  /** Who signed in, as the editor API asks: an anonymous visitor is sent to sign in before the app loads. */
  sessionUser: SessionUserOf;
  /** Whether an account has an editor role at all; one without gets a page that says so, not the app and a 403. */
  hasEditorRole: (userId: string) => Promise<boolean>;
  /** Storybook's address for the palette's links; else STORYBOOK_URL, else `npm run storybook`'s outside production. */
  storybookUrl?: string;
}

export const EDITOR_PATH = EDITOR_BASE;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The editor's policy. The preview is the server's HTML in an `srcdoc` frame, which runs under this policy: our
 * own inline scripts (by hash) and this site's files run, an injected script in a block's HTML does not.
 */
const policy = [
  "default-src 'self'",
  `script-src 'self' ${OWN_SCRIPT_HASHES.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A page of the editor's own (never indexed, the editor's CSP): `head` after the title, then `body`. */
function sendEditorPage(res: Response, status: number, title: string, head: string[], body: string): void {
  res
    .status(status)
    .set('X-Robots-Tag', 'noindex')
    .set('Content-Security-Policy', policy)
    .type('html')
    .send(
      [
        '<!doctype html><html lang="es"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">',
        `<title>${escapeHtml(title)}</title>`,
        ...head,
        `</head><body>${body}</body></html>`,
      ].join(''),
    );
}

/** A signed-in account with no editor role: told so in Spanish (no app, no failing API call in its console). */
function noRole(res: Response, site: SiteProps, signInUrl: string): void {
  sendEditorPage(
    res,
    403,
    `Sin permiso · Editor de páginas · ${site.name}`,
    [],
    [
      '<main style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">',
      '<h1>Tu cuenta no tiene el rol de editor.</h1>',
      '<p>Pide a un administrador que te dé acceso, o ingresa con otra cuenta.</p>',
      `<p><a href="${escapeHtml(signInUrl)}">Ingresar con otra cuenta</a> · <a href="/">Ir al sitio</a></p>`,
      '</main>',
    ].join(''),
  );
}

/** An address under /_editor/ that names no site or screen: said in Spanish, with the way back to the editor. */
function notFound(res: Response): void {
  sendEditorPage(
    res,
    404,
    'No encontrado · Editor de páginas',
    [],
    [
      '<main style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">',
      '<h1>Esta dirección del editor no existe.</h1>',
      `<p><a href="${EDITOR_BASE}">Ir al editor de páginas</a></p>`,
      '</main>',
    ].join(''),
  );
}

/**
 * The editor's shell (issue 16, 4): an empty page that loads the editor's own bundle, never a reader's page code,
 * at every address the app names (issue 25, 3: `/_editor/{site}/`, `…/pages/{id}`, `…/collections/{id}`), so a
 * reload or a shared link opens the same screen. `/_editor/` (and `?_website=`) goes on to the site's home.
 * A visitor with no session is redirected to the site's sign-in page, which brings them back to the same address,
 * by the server, not by the app after a 401: a first visit then logs no failed request (decision 0055). An account
 * with no editor role at all gets a page that says so (403); which sites it may edit is the API's business; a 401
 * later (a session that ended) still sends the app to boot.signInUrl.
 */
export function editorUi(opts: EditorUiOptions): Router {
  const router = Router();
  // STORYBOOK_URL: where the designers' Storybook is published (issue 29), in production too.
  const storybookUrl =
    opts.storybookUrl ?? (process.env.STORYBOOK_URL || (opts.production ? undefined : 'http://localhost:6006'));
  router.get(/^\/_editor(?:\/.*)?$/, async (req, res) => {
    const host = res.locals.site as SiteProps;
    res.set('Cache-Control', 'no-store');
    const route = parseEditorPath(req.path === '/_editor' ? EDITOR_BASE : req.path);
    if (!route || (route.site && !opts.sites.has(route.site))) return void notFound(res);
    // `/_editor/` goes to the home of the host's site (or the one `?_website=` chose): the address then names it.
    if (!route.site) return void res.redirect(302, editorPath({ site: host.slug, view: 'home' }));
    if (req.path !== editorPath(route)) return void res.redirect(302, editorPath(route));
    const signInUrl = loginHref(host.slug, req.path);
    const who = await opts.sessionUser(req, res);
    if (!who) return void res.redirect(302, signInUrl);
    if (!(await opts.hasEditorRole(who.userId))) return void noRole(res, host, signInUrl);
    if (!opts.assets.editor)
      return void res.status(503).type('text').send('El editor no está compilado: npm run build');
    const boot: Boot = {
      site: route.site,
      sites: [...opts.sites.values()].map((s) => ({ slug: s.slug, name: s.name, timezone: s.timezone })),
      signInUrl,
      storybookUrl,
    };
    const { scripts, styles } = opts.assets.editor;
    sendEditorPage(
      res,
      200,
      `Editor de páginas · ${opts.sites.get(route.site)?.name ?? host.name}`,
      [
        ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
        // JSON, not script: `<` escaped so no value can close the element.
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`,
        ...scripts.map((src) => `<script type="module" src="${src}"></script>`),
      ],
      '<div id="editor"></div>',
    );
  });
  return router;
}
