// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { Sources } from '../../contracts/sources';
import { articleFixture } from '../../fixtures/article';
import { liveStoryFixture } from '../../fixtures/live';
import { DevelopingBadge } from './DevelopingBadge';
import block from './index';

afterEach(cleanup);
const ctx = ctxFixture();
const fetchBadge = (story: ReturnType<typeof articleFixture>) =>
  block.fetch!({ published: true }, { ...ctx, sources: {} as Sources, story });

describe("'Noticia en desarrollo' badge", () => {
  it('shows on a live blog (section /live)', async () => {
    const data = await fetchBadge(liveStoryFixture());
    render(<DevelopingBadge config={{ published: true }} data={data!} ctx={ctx} />);
    expect(screen.getByText('Noticia en desarrollo')).toBeTruthy();
  });

  it("shows on a story tagged 'noticia-en-desarrollo', with or without a trailing slash on /live", async () => {
    const tagged = articleFixture();
    tagged.taxonomy.tags = [{ text: 'Noticia en desarrollo', slug: 'noticia-en-desarrollo' }];
    expect(await fetchBadge(tagged)).toEqual({ developing: true });
    const slash = articleFixture();
    slash.taxonomy.sections = [{ _id: '/live/' }];
    expect(await fetchBadge(slash)).toEqual({ developing: true });
  });

  it('has nothing for an ordinary story (the runtime then renders nothing)', async () => {
    expect(await fetchBadge(articleFixture())).toBeNull();
    const nested = articleFixture();
    nested.taxonomy.sections = [{ _id: '/live-music' }];
    expect(await fetchBadge(nested)).toBeNull();
  });
});
