// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture, withAdAccount } from '../fixtures/site';
import type { FetchContext } from '../runtime/define-block';
import type { RenderContext } from '../runtime/types';
import type { StoryDocument } from '../contracts/ans';
import type { Sources } from '../contracts/sources';
import articleBody from '../blocks/article-body/index';
import { ArticleBody } from '../blocks/article-body/ArticleBody';
import { everyElementFixture } from '../fixtures/every-element';
import { placeAds } from '../blocks/article-body/elements/place-ads';
import { projectBodyElement } from '../blocks/article-body/elements/project';
import type { BodyElement } from '../blocks/article-body/elements/types';
import adSlot from '../blocks/ad-slot/index';
import { AD_EXCLUDED_URLS } from '../ui/ads/exclusions';
import { AD_FORMATS, minHeight } from '../ui/ads/sizes';
import { NO_PUBLISHER_ID } from '../ui/AdSlot';

afterEach(cleanup);

/** A site with an ad account by default: without one no slot renders (tested below). */
async function renderStory(story: StoryDocument, ctx: RenderContext = withAdAccount(ctxFixture())) {
  const fetchCtx: FetchContext = { ...ctx, sources: {} as Sources, story };
  const data = await articleBody.fetch!({ published: true }, fetchCtx);
  if (!data) throw new Error('no body');
  return render(createElement(ArticleBody, { config: { published: true }, data, ctx })).container;
}

const text = (n: number): BodyElement => ({ type: 'text', id: `t${n}`, html: `T${n}` });
const image: BodyElement = { type: 'image', id: 'img', image: { url: '/x.jpg' } };
/** The placed body as short labels: T1, ROBAPAGINA_1, geo, video, reco. */
const labels = (els: BodyElement[]) =>
  els.map((el) =>
    el.type === 'text' ? el.html : el.type === 'ad' ? el.slot : el.type === 'player' ? el.player : el.type,
  );

describe('ad placement in the article body (spec 1, 9)', () => {
  it('puts ROBAPAGINA_1 and the geo player after the 1st, _2 after the 3rd, _3 after the 7th paragraph', () => {
    const placed = labels(placeAds([1, 2, 3, 4, 5, 6, 7, 8].map(text), { ads: true }));
    expect(placed).toEqual([
      'T1', 'ROBAPAGINA_1', 'geo', 'T2', 'T3', 'ROBAPAGINA_2', 'T4', 'recommendations',
      'T5', 'T6', 'T7', 'ROBAPAGINA_3', 'T8', 'video',
    ]); // prettier-ignore
  });

  it('counts text paragraphs, not elements', () => {
    expect(labels(placeAds([image, text(1), text(2)], { ads: true })).slice(0, 4)).toEqual([
      'image',
      'T1',
      'ROBAPAGINA_1',
      'geo',
    ]);
  });

  it('gives short bodies fewer slots and the video player after the last element', () => {
    const placed = labels(placeAds([text(1), text(2)], { ads: true }));
    expect(placed).toEqual(['T1', 'ROBAPAGINA_1', 'geo', 'recommendations', 'T2', 'video']);
    expect(labels(placeAds([1, 2, 3, 4, 5, 6].map(text), { ads: true }))).not.toContain('ROBAPAGINA_3');
  });

  it('places no ads and no players without ads', () => {
    expect(labels(placeAds([1, 2, 3, 4, 5, 6, 7, 8].map(text), { ads: false }))).toEqual([
      'T1', 'T2', 'T3', 'T4', 'recommendations', 'T5', 'T6', 'T7', 'T8',
    ]); // prettier-ignore
  });
});

describe('ad slots', () => {
  it('reserves the size group minimum heights', () => {
    const sizes = ['GP1', 'GP2', 'GP3', 'GP4', 'GP5', 'GP6', 'GP7', 'GP8', 'GP9'] as const;
    expect(sizes.map(minHeight)).toEqual([100, 250, 300, 600, 250, 250, 480, 300, 250]);
    expect(minHeight('INREAD')).toBe(250);
  });

  it('has named formats with fixed heights from 50 to 600', () => {
    for (const [, height] of Object.values(AD_FORMATS)) {
      expect(height).toBeGreaterThanOrEqual(50);
      expect(height).toBeLessThanOrEqual(600);
    }
  });

  it("renders an editor's ad element as a desktop-only slot reserving GP2's 250px", () => {
    const el = projectBodyElement({ type: 'ad', slot: 'X', display: 'desktop', size: 'GP2' }, 0);
    expect(el).toEqual({ type: 'ad', id: 'element-0', slot: 'X', size: 'GP2', display: 'desktop' });
  });

  it('accepts INREAD and defaults the slot names of the ad-slot block', async () => {
    expect(adSlot.config.parse({ published: true, size: 'INREAD' }).size).toBe('INREAD');
    const ctx = { ...withAdAccount(ctxFixture()), sources: {} as Sources };
    const slots = await Promise.all(
      (['lateral', 'anchor', 'interstitial', 'prehome'] as const).map((kind) =>
        adSlot.fetch!(adSlot.config.parse({ published: true, kind }), ctx),
      ),
    );
    expect(slots.map((s) => s?.slot)).toEqual(['LATERAL_1', 'STICKY', 'INTERSTITIAL', 'HOME/PREHOME']);
    expect(slots[0]).toMatchObject({ size: 'GP4', display: 'desktop' });
  });

  it('shows no anchor or side slot on sponsored content', async () => {
    const story = everyElementFixture({ owner: { sponsored: true } });
    // With an ad account, so only the sponsored flag can hide the anchor.
    const ctx = { ...withAdAccount(ctxFixture()), sources: {} as Sources, story };
    expect(await adSlot.fetch!(adSlot.config.parse({ published: true, kind: 'anchor' }), ctx)).toBeNull();
  });
});

describe('article body with every element', () => {
  it('renders the ROBAPAGINA slots with reserved heights and the players', async () => {
    const body = await renderStory(everyElementFixture());
    const slots = [...body.querySelectorAll<HTMLElement>('[data-ad-slot]')];
    expect(slots.map((s) => s.dataset.adSlot)).toEqual(['ROBAPAGINA_1', 'ROBAPAGINA_2', 'INREAD_1', 'ROBAPAGINA_3']);
    const first = slots[0]!.querySelector<HTMLElement>('.ad-slot__unit')!;
    expect(first.style.minHeight).toBe('250px');
    expect(slots[2]!.dataset.device).toBe('desktop');
    expect(body.querySelector('[data-player="geo"]')?.previousElementSibling).toBe(slots[0]);
    expect(body.querySelector('.article-body')?.lastElementChild?.getAttribute('data-player')).toBe('video');
    expect(body.querySelector('[data-mode="alternating-mid-article-reco-reel"]')).not.toBeNull();
  });

  it('renders time, gallery, code, link list and the interstitial link', async () => {
    const body = await renderStory(everyElementFixture());
    expect(body.querySelector('time')?.textContent).toBe('10:30 a.m.');
    expect(body.querySelectorAll('.article-body__gallery-slide img')).toHaveLength(3);
    expect(body.querySelector('pre code')?.textContent).toBe('x = 1 < 2');
    expect(screen.getByRole('link', { name: 'Así será la primera estación' }).getAttribute('href')).toBe(
      '/nacion/articulo/a/1/',
    );
    const box = body.querySelector('.article-body__interstitial');
    expect(box?.textContent).toContain('Lea también');
    expect(box?.querySelector('img')).not.toBeNull();
    expect(body.textContent).not.toContain('No se muestra');
  });

  it('shows interstitial links with http or https addresses only, the thumbnail optional', () => {
    const link = (url: string, extra = {}) =>
      projectBodyElement({ type: 'interstitial_link', url, content: 'Nota', ...extra }, 0);
    expect(link('https://www.semana.com/nacion/x/')).toMatchObject({ url: 'https://www.semana.com/nacion/x/' });
    expect(link('https://www.semana.com/x/')).not.toHaveProperty('thumb');
    expect(link('http://a.co/x', { thumbImage: 'https://a.co/t.jpg' })).toMatchObject({
      thumb: { url: 'https://a.co/t.jpg' },
    });
    for (const url of ['javascript:alert(1)', 'mailto:a@b.co', '/nacion/x/']) expect(link(url)).toBeNull();
  });

  it('renders raw_html: a 600px PDF frame, a YouTube video, allowlisted HTML; a PDF without source is dropped', async () => {
    const body = await renderStory(everyElementFixture());
    const pdfs = body.querySelectorAll('iframe.article-body__pdf');
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]?.getAttribute('src')).toBe('https://cdn.x/doc.pdf');
    expect(pdfs[0]?.getAttribute('height')).toBe('600');
    expect(pdfs[0]?.hasAttribute('sandbox')).toBe(true);
    const videos = [...body.querySelectorAll<HTMLElement>('[data-youtube-id]')].map((v) => v.dataset.youtubeId);
    expect(videos).toEqual(['dQw4w9WgXcQ', 'aqz-KE-bpKQ', 'M7lc1UVf-VE']);
    expect(body.querySelector('.article-body__html')?.innerHTML).toBe('<p class="x">Hola</p>');
    expect(body.innerHTML).not.toContain('alert(1)');
  });

  it('renders oembed instagram, twitter and other as lazy embeds without scripts in the page', async () => {
    const body = await renderStory(everyElementFixture());
    const embeds = [...body.querySelectorAll<HTMLElement>('[data-embed]')];
    expect(embeds.map((e) => [e.dataset.embed, e.dataset.embedScript])).toEqual([
      ['twitter', 'https://platform.twitter.com/widgets.js'],
      ['instagram', 'https://www.instagram.com/embed.js'],
      ['other', 'https://www.tiktok.com/embed.js'],
    ]);
    expect(embeds[0]?.textContent).toContain('El metro de Bogotá avanza');
    expect(body.querySelector('script, iframe:not(.article-body__pdf)')).toBeNull();
  });

  it('skips element types the site does not know', async () => {
    const body = await renderStory(everyElementFixture());
    expect(body.textContent).not.toContain('¿Usará el metro?');
    expect(body.querySelectorAll('.article-body__text')).toHaveLength(8);
  });
});

describe('who sees ads', () => {
  it('sponsored stories show no ad slot and no players', async () => {
    const body = await renderStory(everyElementFixture({ owner: { sponsored: true } }));
    expect(body.querySelector('[data-ad-slot], [data-player]')).toBeNull();
  });

  it('URLs on the ad-exclusion list show no ad slot', async () => {
    const body = await renderStory(everyElementFixture({ canonical_url: AD_EXCLUDED_URLS[0]! }));
    expect(body.querySelector('[data-ad-slot]')).toBeNull();
  });

  it('a site without an ad account shows readers no ad slot and no reserved box', async () => {
    const body = await renderStory(everyElementFixture(), ctxFixture());
    expect(body.querySelector('[data-ad-slot], .ad-slot__unit')).toBeNull();
    expect(body.querySelectorAll('.article-body__text')).toHaveLength(8);
  });

  it('the editor preview shows labelled placeholders and the missing publisher id message', async () => {
    const body = await renderStory(everyElementFixture(), { ...ctxFixture(), preview: true });
    const first = body.querySelector('[data-ad-slot="ROBAPAGINA_1"]');
    expect(first?.textContent).toContain('ROBAPAGINA_1');
    expect(first?.textContent).toContain(NO_PUBLISHER_ID);
    expect(NO_PUBLISHER_ID).toBe(
      'Este sitio no tiene ID de editor de DFP en sus propiedades: aquí no se mostrarán anuncios.',
    );
  });

  it('the preview of a site with a publisher id shows placeholders without the message', async () => {
    const ctx = { ...withAdAccount(ctxFixture()), preview: true };
    const body = await renderStory(everyElementFixture(), ctx);
    expect(body.textContent).not.toContain(NO_PUBLISHER_ID);
    expect(body.querySelector('[data-ad-slot="ROBAPAGINA_2"]')?.textContent).toContain('ROBAPAGINA_2');
  });
});
