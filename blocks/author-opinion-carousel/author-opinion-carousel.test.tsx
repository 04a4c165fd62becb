// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fakeSources } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import { opinionDoc, opinionDocs } from '../../fixtures/opinion';
import { opinionSource } from '../../fixtures/opinion-source';
import block from './index';
import { AuthorOpinionCarousel } from './AuthorOpinionCarousel';

async function renderBlock(docs = opinionDocs(12), site = 'semana') {
  const apir = opinionSource(docs);
  const ctx = { ...ctxFixture(site), sources: fakeSources({ 'content-apir': apir }) };
  const config = block.config.parse({ published: true });
  const data = await block.fetch!(config, ctx);
  const host = document.createElement('div');
  if (data) host.innerHTML = renderToString(<AuthorOpinionCarousel config={config} data={data} ctx={ctx} />);
  return { apir, data, host };
}

const authorLinks = (host: HTMLElement) =>
  [...host.querySelectorAll('a.opinion-card__author')].map((a) => [
    a.querySelector('.opinion-card__author-name')?.textContent,
    a.getAttribute('href'),
  ]);

describe('author opinion carousel', () => {
  it('links each columnist to /opinion/{author-slug}/', async () => {
    const { host } = await renderBlock([opinionDoc(0), opinionDoc(2)]);
    expect(authorLinks(host)).toEqual([
      ['María Jimena Duzán', '/opinion/maria-jimena-duzan/'],
      ['Ñoño Pérez-Gómez', '/opinion/nono-perez-gomez/'],
    ]);
  });

  it("links a column without an author to the site's own opinion page", async () => {
    const { host } = await renderBlock([opinionDoc(0, { author: null })], 'semanarural');
    expect(authorLinks(host)).toEqual([['Semana Rural', '/opinion/semana-rural/']]);
  });

  it('shows the 10 newest columns of the opinion section under «Columnistas»', async () => {
    const { apir, host } = await renderBlock();
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'opinion', feedSize: 10 }));
    expect(host.querySelectorAll('.swiper-slide')).toHaveLength(10);
    expect(host.querySelector('h2')?.textContent).toBe('Columnistas');
  });

  it('renders nothing without columns', async () => {
    expect((await renderBlock([])).data).toBeNull();
  });
});
