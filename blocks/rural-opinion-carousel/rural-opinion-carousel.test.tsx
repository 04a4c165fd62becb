// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fakeSources } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import { opinionDocs } from '../../fixtures/opinion';
import { opinionSource } from '../../fixtures/opinion-source';
import block from './index';
import { RuralOpinionCarousel } from './RuralOpinionCarousel';

async function renderBlock(input: Record<string, unknown> = {}, docs = opinionDocs(14)) {
  const apir = opinionSource(docs);
  const ctx = { ...ctxFixture('semanarural'), sources: fakeSources({ 'content-apir': apir }) };
  const config = block.config.parse({ published: true, ...input });
  const data = await block.fetch!(config, ctx);
  const host = document.createElement('div');
  if (data) host.innerHTML = renderToString(<RuralOpinionCarousel config={config} data={data} ctx={ctx} />);
  return { apir, data, host };
}

describe('rural opinion carousel', () => {
  it("shows 10 columns of 14 and a 'Ver todos' link to /semanarural/opinion", async () => {
    const { apir, host } = await renderBlock();
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'opinion', feedSize: 10 }));
    expect(host.querySelectorAll('.swiper-slide article')).toHaveLength(10);
    const all = [...host.querySelectorAll('a')].find((a) => a.textContent === 'Ver todos');
    expect(all?.getAttribute('href')).toBe('/semanarural/opinion');
    expect(host.querySelector('h2')?.textContent).toBe('Opinión');
  });

  it('reads the configured section and title', async () => {
    const { apir, host } = await renderBlock({ section: '/semanarural/opinion', title: 'Opinión rural' });
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/semanarural/opinion' }));
    expect(host.querySelector('h2')?.textContent).toBe('Opinión rural');
  });

  it('renders nothing without columns', async () => {
    expect((await renderBlock({}, [])).data).toBeNull();
  });
});
