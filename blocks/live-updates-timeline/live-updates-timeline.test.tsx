// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { Sources } from '../../contracts/sources';
import { liveStoryFixture } from '../../fixtures/live';
import { LiveBlogBody } from '../live-blog-body/LiveBlogBody';
import liveBody from '../live-blog-body/index';
import block from './index';
import { LiveUpdatesTimeline } from './LiveUpdatesTimeline';

afterEach(cleanup);
const ctx = ctxFixture();
const fetchCtx = (story = liveStoryFixture()) => ({ ...ctx, sources: {} as Sources, story });

describe("'Actualizaciones' timeline", () => {
  it('lists only the elements whose text starts with a time', async () => {
    const story = liveStoryFixture({
      content_elements: [
        { type: 'text', content: '10:30 am Inicia la sesión' },
        { type: 'text', content: 'Sin hora' },
        { type: 'text', content: '11:05 a.m. Votación' },
      ],
    });
    const data = await block.fetch!({ published: true }, fetchCtx(story));
    expect(data!.items.map((e) => e.time)).toEqual(['10:30 am', '11:05 a.m.']);
    render(<LiveUpdatesTimeline config={{ published: true }} data={data!} ctx={ctx} />);
    const nav = screen.getByRole('navigation', { name: 'Actualizaciones' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['10:30 am Inicia la sesión', '11:05 a.m. Votación']);
  });

  it('links every entry to the time element of the live body', async () => {
    const story = liveStoryFixture();
    const timeline = (await block.fetch!({ published: true }, fetchCtx(story)))!;
    const body = (await liveBody.fetch!({ published: true }, fetchCtx(story)))!;
    render(
      <>
        <LiveBlogBody config={{ published: true }} data={body} ctx={ctx} />
        <LiveUpdatesTimeline config={{ published: true }} data={timeline} ctx={ctx} />
      </>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Actualizaciones' })).getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('TIME');
      expect(link.textContent).toContain(target!.textContent);
    }
  });

  it('shows plain-text titles, cut for the rail', async () => {
    const long = 'palabra '.repeat(30);
    const story = liveStoryFixture({ content_elements: [{ type: 'text', content: `9:15 am <b>Llega</b> ${long}` }] });
    const [entry] = (await block.fetch!({ published: true }, fetchCtx(story)))!.items;
    expect(entry.title.startsWith('Llega palabra')).toBe(true);
    expect(Array.from(entry.title)).toHaveLength(91);
  });

  it('has nothing for a locked story (the titles are premium text) or a blog without times', async () => {
    const locked = liveStoryFixture({ content_restrictions: { content_code: '3' } });
    expect(await block.fetch!({ published: true }, fetchCtx(locked))).toBeNull();
    const untimed = liveStoryFixture({ content_elements: [{ type: 'text', content: 'Sin hora' }] });
    expect(await block.fetch!({ published: true }, fetchCtx(untimed))).toBeNull();
  });
});
