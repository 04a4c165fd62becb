import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT_LOADER, contextJson, lcpPreload, renderDocument, renderDocumentBytes } from './document';
import { safeJson } from '../../runtime/render';
import type { Assets } from './assets';
import { loadSite } from '../sites';

const assets: Assets = {
  stylesheet: '/assets/styles.css',
  islandsEntry: '/assets/islands.js',
  scriptsFor: (islands) => ['/assets/islands.js', ...[...islands].map((n) => `/assets/${n}.js`)],
};
const ctx = { site: loadSite('semana'), now: 0, path: '/x/', params: {} };
/** A page with these islands, of which `eager` hydrate as it starts (all of them unless said). */
const render = (islands: string[], eager = islands) =>
  renderDocument({
    ctx,
    body: '<p>hola</p>',
    islands: new Set(islands),
    eagerIslands: new Set(eager),
    head: [],
    assets,
    meta: {},
    origin: 'https://www.semana.com',
    noindex: false,
  });

describe('HTML document', () => {
  it("gives the islands the page's context, the site included, as safeJson would, page after page", () => {
    const reader = { firstName: '<Ana>', subscriptionStatuses: [1] };
    for (const page of [ctx, { ...ctx, path: '/y/', reader }, { site: ctx.site } as typeof ctx]) {
      expect(contextJson(page)).toBe(safeJson(page));
      expect(JSON.parse(contextJson(page))).toEqual(JSON.parse(JSON.stringify(page)));
    }
    // The page's own part is never the last page's: the site's JSON is the only thing kept.
    expect(contextJson({ ...ctx, path: '/z/' })).toContain('"path":"/z/"');
  });

  it('writes the core stylesheet inline when the build gives its text, else links it', () => {
    const page = (a: Assets) =>
      renderDocument({
        ctx,
        body: '',
        islands: new Set(),
        eagerIslands: new Set(),
        head: [],
        assets: a,
        meta: {},
        origin: '',
        noindex: false,
      });
    const inline = page({ ...assets, coreCss: '.skip-link{top:0}' });
    expect(inline).toContain('<style id="core-css">.skip-link{top:0}</style>');
    expect(inline).not.toContain('rel="stylesheet"');
    expect(page(assets)).toContain('<link rel="stylesheet" href="/assets/styles.css">');
  });

  it('gives as bytes the same document as the text, encoded to UTF-8, page after page', () => {
    const withCss: Assets = { ...assets, coreCss: '.a{content:"\u00e1"}', stylesFor: () => '.b{color:red}' };
    const input = {
      ctx,
      body: '<p>canción</p>',
      islands: new Set(['x']),
      eagerIslands: new Set(['x']),
      blocks: new Set(['b']),
      head: [{ title: 'Bogotá' }],
      assets: withCss,
      meta: {},
      origin: 'https://www.semana.com',
      noindex: false,
    };
    for (let i = 0; i < 2; i++)
      expect(renderDocumentBytes(input).equals(Buffer.from(renderDocument(input), 'utf8'))).toBe(true);
    expect(renderDocument(input)).toContain('<style>.b{color:red}</style>');
  });

  it('ships no JavaScript when every block on the page is static', () => {
    const html = render([]);
    expect(html).not.toContain('data-entry');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('id="__ctx"');
  });

  it('loads the islands entry and preloads exactly the chunks of the islands on the page, after the first paint', () => {
    const html = render(['site-header']);
    // No script is fetched before the page paints (decision 0064): the loader names the entry and the preloads.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain(
      `<script data-entry="/assets/islands.js" data-preload="/assets/site-header.js">${PAGE_SCRIPT_LOADER}</script>`,
    );
    expect(html).not.toContain('hero-slider');
  });

  it('preloads only the chunks of islands that hydrate as the page starts, not those that wait to be seen', () => {
    const html = render(['site-header', 'article-card-grid'], ['site-header']);
    expect(html).toContain('data-entry="/assets/islands.js" data-preload="/assets/site-header.js"');
    expect(html).not.toContain('article-card-grid');
  });

  it('escapes head texts and marks non-production pages noindex', () => {
    const html = renderDocument({
      ctx,
      body: '',
      islands: new Set(),
      eagerIslands: new Set(),
      head: [{ title: '"Paz" <total>' }],
      assets,
      meta: {},
      origin: 'https://www.semana.com',
      noindex: true,
    });
    expect(html).toContain('<title>&quot;Paz&quot; &lt;total&gt;</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(render([])).not.toContain('noindex');
  });

  it('preloads the first high-priority picture with the srcset and sizes its <img> has, and nothing else', () => {
    const body =
      '<link rel="preload" as="image" imageSrcSet="/images/B/400x225.jpg 400w" fetchPriority="high"/>' +
      '<img src="/images/A/400x225.jpg" loading="lazy" fetchPriority="auto"/>' +
      '<img src="/images/B/800x450.jpg" srcSet="/images/B/400x225.jpg 400w, /images/B/800x450.jpg 800w"' +
      ' sizes="(min-width: 1024px) 800px, 100vw" fetchPriority="high"/>' +
      '<img src="/images/C/800x450.jpg" fetchPriority="high"/>';
    expect(lcpPreload(body)).toBe(
      '<link rel="preload" as="image" href="/images/B/800x450.jpg"' +
        ' imagesrcset="/images/B/400x225.jpg 400w, /images/B/800x450.jpg 800w"' +
        ' imagesizes="(min-width: 1024px) 800px, 100vw" fetchpriority="high">',
    );
    expect(lcpPreload('<img src="/images/A/400x225.jpg" fetchPriority="auto"/>')).toBe('');
    expect(render([])).not.toContain('rel="preload"');
  });
});
