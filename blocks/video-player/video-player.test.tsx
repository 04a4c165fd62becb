// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { VideoPlayer } from './VideoPlayer';

afterEach(cleanup);
const ctx = { ...ctxFixture(), sources: fakeSources({}) };

describe('video player', () => {
  it('shows our poster and a play button; the YouTube frame appears only after a click', async () => {
    const story = articleFixture({ video: { youtubeId: 'dQw4w9WgXcQ' } });
    const data = await block.fetch!({ published: true }, { ...ctx, story });
    const { container } = render(<VideoPlayer config={{ published: true }} data={data!} ctx={ctx} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(new RegExp(`^/images/${story._id}/`));
    await userEvent.click(screen.getByRole('button', { name: `Reproducir video: ${story.headlines.basic}` }));
    const frame = screen.getByTitle(story.headlines.basic);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });

  it('shows nothing for a story without a valid video id', async () => {
    expect(await block.fetch!({ published: true }, { ...ctx, story: articleFixture() })).toBeNull();
    const odd = articleFixture({ video: { youtubeId: '"><script>' } });
    expect(await block.fetch!({ published: true }, { ...ctx, story: odd })).toBeNull();
  });
});
