// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { OpinionAuthorHeader } from './OpinionAuthorHeader';

afterEach(cleanup);
const ctx = { ...ctxFixture(), sources: fakeSources({}) };
const columnist = {
  name: 'Álvaro Montenegro Ríos',
  description: 'Columnista. Economista y exviceministro.',
  image: { url: '/images/author-alvaro-montenegro-rios/200x200.jpg' },
};

describe('opinion author header (spec 1, 2.1, S1-027)', () => {
  it("shows the columnist's photo, name (linking to the author page) and description", async () => {
    const data = await block.fetch!(
      { published: true },
      { ...ctx, story: articleFixture({ credits: { by: [columnist] } }) },
    );
    const { container } = render(<OpinionAuthorHeader config={{ published: true }} data={data!} ctx={ctx} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(columnist.image.url);
    expect(screen.getByRole('link', { name: columnist.name }).getAttribute('href')).toBe(
      '/autor/alvaro-montenegro-rios/',
    );
    expect(screen.getByText(columnist.description)).toBeTruthy();
  });

  it('shows nothing without a byline, and never a photo address from another scheme', async () => {
    expect(
      await block.fetch!({ published: true }, { ...ctx, story: articleFixture({ credits: { by: [] } }) }),
    ).toBeNull();
    const odd = { ...columnist, image: { url: 'javascript:alert(1)' } };
    const data = await block.fetch!({ published: true }, { ...ctx, story: articleFixture({ credits: { by: [odd] } }) });
    expect(data?.photo).toBeUndefined();
  });
});
