import { describe, expect, it } from 'vitest';
import { articleFixture } from '../../../fixtures/article';
import { projectBody, projectBodyElement } from './project';

describe('article body elements', () => {
  it('projects every rendered type and leaves out unknown ones', () => {
    const types = projectBody(articleFixture().content_elements).map((el) => el.type);
    expect(types).toEqual(['text', 'header', 'text', 'image', 'quote', 'list', 'divider', 'header', 'table', 'text']);
  });

  it('keeps header level and alignment, defaulting an invalid level to 2', () => {
    expect(projectBodyElement({ type: 'header', level: 4, alignment: 'center', content: 'T' }, 0)).toMatchObject({
      level: 4,
      alignment: 'center',
    });
    expect(projectBodyElement({ type: 'header', level: 9, content: 'T' }, 0)).toMatchObject({ level: 2 });
  });

  it("gives images their caption and the 'Foto:' credits joined with commas", () => {
    const el = projectBodyElement(
      { type: 'image', url: '/x.jpg', caption: 'Pie', credits: { by: [{ name: 'Ana' }, { name: 'Luis' }] } },
      0,
    );
    expect(el).toMatchObject({ caption: 'Pie', credit: 'Foto: Ana, Luis' });
  });

  it('reads quotes, nested lists and tables', () => {
    const quote = projectBodyElement(
      {
        type: 'quote',
        content_elements: [{ type: 'text', content: 'Uno' }, { type: 'image' }],
        citation: { type: 'text', content: 'Ana' },
      },
      0,
    );
    expect(quote).toMatchObject({ paragraphs: ['Uno'], citation: 'Ana' });
    const list = projectBodyElement(
      {
        type: 'list',
        list_type: 'ordered',
        items: [
          { type: 'text', content: 'a' },
          { type: 'list', items: [{ type: 'text', content: 'b' }] },
        ],
      },
      0,
    );
    expect(list).toMatchObject({
      ordered: true,
      items: [{ html: 'a' }, { list: { ordered: false, items: [{ html: 'b' }] } }],
    });
  });

  it('leaves out malformed elements instead of failing', () => {
    expect(projectBodyElement({ type: 'text' }, 0)).toBeNull();
    expect(projectBodyElement({ type: 'image', caption: 'sin url' }, 0)).toBeNull();
    expect(projectBodyElement({ type: 'table', rows: 'x' }, 0)).toBeNull();
    expect(projectBodyElement({ type: 'list', items: [] }, 0)).toBeNull();
    expect(projectBodyElement({ type: 'quote', content_elements: [] }, 0)).toBeNull();
  });

  it('reads ANS blockquotes as quotes and corrections with their kind in Spanish (issue 27)', () => {
    expect(projectBodyElement({ _id: 'b', type: 'blockquote', content: 'Pasaje' }, 0)).toEqual({
      type: 'quote',
      id: 'b',
      paragraphs: ['Pasaje'],
    });
    expect(projectBodyElement({ type: 'correction', correction_type: 'clarification', text: 'Era 2025' }, 3)).toEqual({
      type: 'correction',
      id: 'element-3',
      label: 'Aclaración',
      html: 'Era 2025',
    });
    expect(projectBodyElement({ type: 'correction', text: 'Cifra' }, 0)).toMatchObject({ label: 'Corrección' });
    expect(projectBodyElement({ type: 'correction', text: ' ' }, 0)).toBeNull();
  });

  it('opens ANS element groups in place, their ids kept unique, three levels deep at most', () => {
    const group = (id: string, inner: unknown[]) => ({ _id: id, type: 'element_group', content_elements: inner });
    const body = projectBody([
      { _id: 'a', type: 'text', content: 'Antes' },
      group('g', [{ type: 'text', content: 'Dentro' }, group('h', [{ _id: 'x', type: 'divider' }])]),
      group('deep', [group('d2', [group('d3', [group('d4', [{ type: 'text', content: 'Muy hondo' }])])])]),
    ]);
    expect(body.map((el) => [el.type, el.id])).toEqual([
      ['text', 'a'],
      ['text', 'g-0'],
      ['divider', 'g-h-x'],
    ]);
  });

  it('plays an ANS video element with streams, and keeps YouTube ones on the facade', () => {
    const stream = projectBodyElement(
      {
        _id: 'v',
        type: 'video',
        headlines: { basic: 'Recorrido' },
        streams: [{ stream_type: 'mp4', url: 'https://v.example/a.mp4' }],
        promo_image: { type: 'image', url: 'https://f.example/p.jpg' },
      },
      0,
    );
    expect(stream).toEqual({
      type: 'stream',
      id: 'v',
      video: {
        title: 'Recorrido',
        sources: [{ src: 'https://v.example/a.mp4', type: 'video/mp4' }],
        poster: 'https://f.example/p.jpg',
        tracks: [],
      },
    });
    expect(projectBodyElement({ type: 'video', youtubeId: 'M7lc1UVf-VE' }, 0)).toMatchObject({ type: 'video' });
  });
});
