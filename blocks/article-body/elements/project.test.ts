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
});
