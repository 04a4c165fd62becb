// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fakeSources } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import { opinionDoc, opinionDocs } from '../../fixtures/opinion';
import { opinionSource } from '../../fixtures/opinion-source';
import block from './index';
import { OpinionCarousel } from './OpinionCarousel';

/** The opinion section holding `available` columns, answering at most `feedSize` of them. */
function setup(docs = opinionDocs(9)) {
  const apir = opinionSource(docs);
  return { apir, ctx: { ...ctxFixture(), sources: fakeSources({ 'content-apir': apir }) } };
}

async function renderBlock(input: Record<string, unknown>, docs = opinionDocs(9)) {
  const { apir, ctx } = setup(docs);
  const config = block.config.parse({ published: true, ...input });
  const data = await block.fetch!(config, ctx);
  const host = document.createElement('div');
  if (data) host.innerHTML = renderToString(<OpinionCarousel config={config} data={data} ctx={ctx} />);
  return { apir, data, host, slides: () => [...host.querySelectorAll('.swiper-slide')] };
}

describe('opinion carousel', () => {
  it("shows 6 of 9 columns and a last 'VER MÁS OPINIONES' slide leading to the opinion section", async () => {
    const { apir, slides, host } = await renderBlock({});
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'opinion', feedSize: 6 }));
    expect(host.querySelectorAll('article')).toHaveLength(6);
    expect(slides()).toHaveLength(7);
    const last = slides()[6].querySelector('a');
    expect(last?.textContent).toBe('VER MÁS OPINIONES');
    expect(last?.getAttribute('href')).toBe('/opinion/');
    expect(host.querySelector('h2')?.textContent).toBe('Opinión');
  });

  it('shows 10 columns and no see-more slide when the editor turns it off', async () => {
    const { apir, host, slides } = await renderBlock({ seeMore: false }, opinionDocs(12));
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ feedSize: 10 }));
    expect(slides()).toHaveLength(10);
    expect(host.textContent).not.toContain('VER MÁS OPINIONES');
  });

  it('sends the see-more slide to the configured link and shows the configured title and section', async () => {
    const { apir, host } = await renderBlock({ title: 'Columnistas', section: 'opinion-mujeres', link: '/columnas/' });
    expect(apir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'opinion-mujeres' }));
    expect(host.querySelector('h2')?.textContent).toBe('Columnistas');
    expect(host.querySelector('.opinion-slider__see-more')?.getAttribute('href')).toBe('/columnas/');
  });

  it('cuts subheadlines at 80 characters with "..." on its slider cards', async () => {
    const exact = 'x'.repeat(80);
    const { host } = await renderBlock({}, [opinionDoc(0), opinionDoc(1, { subheadline: exact })]);
    const texts = [...host.querySelectorAll('.opinion-card__subheadline')].map((p) => p.textContent);
    expect(texts[0]).toBe(opinionDoc(0).subheadlines!.basic.slice(0, 80) + '...');
    expect(texts[1]).toBe(exact);
  });

  it('leaves out columns without a promo image, and names the site when a column has no author', async () => {
    const { host } = await renderBlock({}, [opinionDoc(0, { withImage: false }), opinionDoc(1, { author: null })]);
    const links = [...host.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([opinionDoc(1).canonical_url]);
    expect(host.querySelector('.opinion-card__author-name')?.textContent).toBe('Semana');
  });

  it('renders nothing when the section has no columns with an image', async () => {
    const { data } = await renderBlock({}, [opinionDoc(0, { withImage: false })]);
    expect(data).toBeNull();
  });
});
