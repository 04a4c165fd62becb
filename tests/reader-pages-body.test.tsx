// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ctxFixture } from '../fixtures/site';
import { articleFixture } from '../fixtures/article';
import type { FetchContext } from '../runtime/define-block';
import type { Sources } from '../contracts/sources';
import type { StoryDocument } from '../contracts/ans';
import block from '../blocks/article-body/index';
import { ArticleBody } from '../blocks/article-body/ArticleBody';

/** Spec 1, 2.4: the body elements one at a time, as the checklist writes them (docs/spec-coverage/reader-pages.md). */
afterEach(cleanup);

const ctx = ctxFixture();

async function renderElements(content_elements: StoryDocument['content_elements']) {
  const story = articleFixture({ content_elements });
  const data = await block.fetch!({ published: true }, { ...ctx, sources: {} as Sources, story } as FetchContext);
  if (!data) throw new Error('no body');
  const { container } = render(<ArticleBody config={{ published: true }} data={data} ctx={ctx} />);
  return container.querySelector('.article-body')!;
}

describe('article body elements (spec 1, 2.4)', () => {
  it('S1-083: a header element keeps its level from 1 to 6 and its alignment', async () => {
    const body = await renderElements([
      { _id: 'h3', type: 'header', level: 3, alignment: 'center', content: 'Contexto' },
      { _id: 'h6', type: 'header', level: 6, content: 'Nota final' },
    ]);
    const h3 = body.querySelector('h3')!;
    expect(h3.textContent).toBe('Contexto');
    expect(h3.className).toContain('article-body__align-center');
    expect(body.querySelector('h6')?.textContent).toBe('Nota final');
  });

  it('S1-084: a text element is a paragraph', async () => {
    const body = await renderElements([{ _id: 't', type: 'text', content: 'Hola' }]);
    expect(body.querySelector('p')?.textContent).toBe('Hola');
  });

  it('S1-085: a table element is a <table> with its header row and its body rows', async () => {
    const body = await renderElements([
      {
        _id: 'tb',
        type: 'table',
        header: [
          { type: 'text', content: 'Dato' },
          { type: 'text', content: 'Valor' },
        ],
        rows: [
          [
            { type: 'text', content: 'Estaciones' },
            { type: 'text', content: '16' },
          ],
        ],
      },
    ]);
    const table = body.querySelector('table')!;
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Dato', 'Valor']);
    expect([...table.querySelectorAll('tbody tr td')].map((td) => td.textContent)).toEqual(['Estaciones', '16']);
  });

  it('S1-086: a time element is a <time> with its text and date', async () => {
    const body = await renderElements([
      { _id: 'tm', type: 'time', content: '10:30 a.m.', datetime: '2026-11-20T15:30:00Z' },
    ]);
    const time = body.querySelector('time')!;
    expect(time.textContent).toBe('10:30 a.m.');
    expect(time.getAttribute('datetime')).toBe('2026-11-20T15:30:00Z');
  });

  it('S1-087: a quote element is a <blockquote> with its text', async () => {
    const body = await renderElements([
      { _id: 'q', type: 'quote', content_elements: [{ type: 'text', content: 'Frase' }] },
    ]);
    expect(body.querySelector('blockquote')?.textContent).toBe('Frase');
  });

  it('S1-088: an image element shows its picture and its caption', async () => {
    const body = await renderElements([
      { _id: 'i', type: 'image', url: '/images/FIXTUREBODYIMAGEAAAAAAAAAA/1280x720.jpg', caption: 'Marcha en Bogotá' },
    ]);
    expect(body.querySelector('img')?.getAttribute('src')).toContain('FIXTUREBODYIMAGEAAAAAAAAAA');
    expect(body.querySelector('figcaption')?.textContent).toBe('Marcha en Bogotá');
  });

  it('S1-089: a divider is an <hr>', async () => {
    const body = await renderElements([
      { _id: 't', type: 'text', content: 'Antes' },
      { _id: 'd', type: 'divider' },
    ]);
    expect(body.querySelectorAll('hr')).toHaveLength(1);
  });

  it('S1-090: a code element is shown in pre/code, escaped', async () => {
    const body = await renderElements([{ _id: 'c', type: 'code', content: 'x=1 <b>y</b>' }]);
    expect(body.querySelector('pre code')?.textContent).toBe('x=1 <b>y</b>');
    expect(body.querySelector('pre code b')).toBeNull();
  });

  it('S1-097: an ordered list is an <ol>, an unordered one a <ul>, each item its content', async () => {
    const items = [
      { type: 'text', content: 'a' },
      { type: 'text', content: 'b' },
    ];
    const body = await renderElements([
      { _id: 'o', type: 'list', list_type: 'ordered', items },
      { _id: 'u', type: 'list', list_type: 'unordered', items },
    ]);
    expect([...body.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    expect([...body.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['a', 'b']);
  });

  it('S1-098: a link list shows each item as a link', async () => {
    const body = await renderElements([
      { _id: 'l', type: 'link_list', items: [{ type: 'interstitial_link', url: '/a/', content: 'A' }] },
    ]);
    const link = body.querySelector('li a');
    expect(link?.getAttribute('href')).toBe('/a/');
    expect(link?.textContent).toBe('A');
  });
});
