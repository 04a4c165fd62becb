// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { ElectionsBar } from './ElectionsBar';

afterEach(cleanup);
const ctx = { ...ctxFixture(), sources: fakeSources({}) };
const inSection = (_id: string) =>
  articleFixture({
    taxonomy: {
      primary_section: { _id },
      sections: [{ _id }],
      tags: [{ text: 'Registraduría', slug: 'registraduria' }],
    },
  });

describe('elections bar (spec 1, 2.1, S1-030/S1-031)', () => {
  it('shows only on /elecciones stories', async () => {
    expect(await block.fetch!({ published: true }, { ...ctx, story: inSection('/nacion') })).toBeNull();
  });

  it('links the banner to /elecciones/ and shows the story tags as a bar', async () => {
    const data = await block.fetch!({ published: true }, { ...ctx, story: inSection('/elecciones') });
    render(<ElectionsBar config={{ published: true }} data={data!} ctx={ctx} />);
    expect(screen.getByRole('link', { name: 'Elecciones' }).getAttribute('href')).toBe('/elecciones/');
    expect(screen.getByRole('link', { name: 'Registraduría' }).getAttribute('href')).toBe('/noticias/registraduria/');
  });
});
