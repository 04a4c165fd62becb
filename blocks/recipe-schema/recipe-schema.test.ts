import { describe, expect, it } from 'vitest';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import block from './index';

const ctx = { ...ctxFixture(), origin: 'https://www.semana.com', sources: fakeSources({}) };
const inSection = (_id: string) => articleFixture({ taxonomy: { primary_section: { _id }, sections: [{ _id }] } });

describe('recipe structured data (spec 1, 2.1, S1-029)', () => {
  it('is added for /recetas stories only', async () => {
    expect(await block.fetch!({ published: true }, { ...ctx, story: inSection('/nacion') })).toBeNull();
  });

  it('is a Recipe whose image is the 1280x720 rendition', async () => {
    const story = inSection('/recetas');
    const data = await block.fetch!({ published: true }, { ...ctx, story });
    const [ld] = block.head!({ published: true }, data!, ctx).jsonLd!;
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: story.headlines.basic,
      image: [`https://www.semana.com/images/${story._id}/1280x720.jpg`],
      author: [
        { '@type': 'Person', name: 'María Jimena Duzán' },
        { '@type': 'Person', name: 'Redacción Nación' },
      ],
    });
  });
});
