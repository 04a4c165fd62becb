// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { Sources } from '../../contracts/sources';
import block from './index';
import { liveStoryFixture } from '../../fixtures/live';
import { LiveBlogBody } from './LiveBlogBody';

afterEach(cleanup);
const ctx = { ...ctxFixture(), origin: 'https://www.semana.com' };
const fetchLive = (story = liveStoryFixture()) =>
  block.fetch!({ published: true }, { ...ctx, sources: {} as Sources, story });

describe('live-blog-body', () => {
  it('turns each timed text or header element into a time and a level-2 header with the rest', async () => {
    const data = (await fetchLive())!;
    const { container } = render(<LiveBlogBody config={{ published: true }} data={data} ctx={ctx} />);
    const times = [...container.querySelectorAll('time')];
    expect(times.map((t) => t.textContent)).toEqual(['4:05 p. m.', '2:40 pm', '11:05 a.m.', '10:30 am']);
    expect(times.map((t) => t.id)).toEqual(['hora-405pm', 'hora-240pm', 'hora-1105am', 'hora-1030am']);
    expect(screen.getByRole('heading', { level: 2, name: 'Votación nominal del articulado' }).innerHTML).toBe(
      'Votación <i>nominal</i> del articulado',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Inicia la sesión en el Capitolio' })).toBeTruthy();
    // Untimed elements stay as the article body renders them.
    expect(screen.getByText('Sin hora: los senadores piden la palabra.').tagName).toBe('P');
    expect(container.querySelector('figure img')).toBeTruthy();
  });

  it('dates each time on the publish date in the site time zone', async () => {
    const data = (await fetchLive())!;
    const { container } = render(<LiveBlogBody config={{ published: true }} data={data} ctx={ctx} />);
    expect(container.querySelector('#hora-1030am')!.getAttribute('datetime')).toBe('2025-03-05T10:30:00-05:00');
    expect(container.querySelector('#hora-405pm')!.getAttribute('datetime')).toBe('2025-03-05T16:05:00-05:00');
  });

  it('leaves the date empty when the publish date cannot be read', async () => {
    const data = (await fetchLive(liveStoryFixture({ publish_date: 'no es una fecha' })))!;
    const { container } = render(<LiveBlogBody config={{ published: true }} data={data} ctx={ctx} />);
    expect(container.querySelector('#hora-1030am')!.hasAttribute('datetime')).toBe(false);
    expect(block.head!({ published: true }, data, ctx).jsonLd![0]).not.toHaveProperty('coverageStartTime');
  });

  it('gives two updates at the same time distinct anchors', async () => {
    const story = liveStoryFixture({
      content_elements: [
        { type: 'text', content: '10:30 am Uno' },
        { type: 'text', content: '10:30 a.m. Dos' },
      ],
    });
    const data = (await fetchLive(story))!;
    expect(!data.locked && data.items.map((i) => (i.type === 'live-entry' ? i.anchor : ''))).toEqual([
      'hora-1030am',
      'hora-1030am-2',
    ]);
  });

  it('keeps an editor-placed ad slot, except on sponsored stories', async () => {
    const withAd = (sponsored: boolean) =>
      liveStoryFixture({
        content_elements: [
          { type: 'text', content: '10:30 am Uno' },
          { type: 'ad', slot: 'ROBAPAGINA_1', size: 'GP5' },
        ],
        ...(sponsored ? { owner: { sponsored: true } } : {}),
      });
    const types = async (sponsored: boolean) => {
      const data = (await fetchLive(withAd(sponsored)))!;
      return data.locked ? [] : data.items.map((i) => i.type);
    };
    expect(await types(false)).toEqual(['live-entry', 'ad']);
    expect(await types(true)).toEqual(['live-entry']);
  });

  it('shows a locked story as the article body does: no element, the paywall invitation', async () => {
    const data = (await fetchLive(liveStoryFixture({ content_restrictions: { content_code: '3' } })))!;
    expect(data).not.toHaveProperty('items');
    const { container } = render(<LiveBlogBody config={{ published: true }} data={data} ctx={ctx} />);
    expect(container.querySelector('time')).toBeNull();
    expect(container.textContent).not.toContain('Capitolio');
    expect(screen.getByText('Este contenido es exclusivo para suscriptores')).toBeTruthy();
  });
});

describe('live-blog-body JSON-LD', () => {
  it('declares a LiveBlogPosting covering 00:00:00 to 23:59:00 of the publish date, with its updates', async () => {
    const data = (await fetchLive())!;
    const [ld] = block.head!({ published: true }, data, ctx).jsonLd!;
    expect(ld).toMatchObject({
      '@type': 'LiveBlogPosting',
      headline: 'Minuto a minuto | Debate de la reforma en el Congreso',
      url: 'https://www.semana.com/nacion/articulo/minuto-a-minuto-debate-en-el-congreso/fixture-en-vivo/',
      coverageStartTime: '2025-03-05T00:00:00-05:00',
      coverageEndTime: '2025-03-05T23:59:00-05:00',
      isAccessibleForFree: true,
    });
    expect(ld.liveBlogUpdate).toContainEqual({
      '@type': 'BlogPosting',
      headline: 'Votación nominal del articulado',
      datePublished: '2025-03-05T14:40:00-05:00',
    });
    expect(ld.liveBlogUpdate).toHaveLength(4);
  });

  it('uses the publish date in the site zone, not UTC (a 9 p.m. Bogotá story is the 5th, not the 6th)', async () => {
    const data = (await fetchLive(liveStoryFixture({ publish_date: '2025-03-06T02:00:00Z' })))!;
    const [ld] = block.head!({ published: true }, data, ctx).jsonLd!;
    expect(ld.coverageStartTime).toBe('2025-03-05T00:00:00-05:00');
  });

  it('puts no body text of a locked story in the structured data', async () => {
    const data = (await fetchLive(liveStoryFixture({ content_restrictions: { content_code: '3' } })))!;
    const [ld] = block.head!({ published: true }, data, ctx).jsonLd!;
    expect(ld).not.toHaveProperty('liveBlogUpdate');
    expect(ld.isAccessibleForFree).toBe(false);
    expect(JSON.stringify(ld)).not.toContain('Capitolio');
  });
});
