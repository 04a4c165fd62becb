// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { ADVANCED_SEARCH_TITLE, AdvancedSearch, SEARCH_LABEL, WIDGET_ID } from './AdvancedSearch';

afterEach(cleanup);

describe('advanced search page (spec 3, 2, S3-113)', () => {
  it("holds the external widget's container, with the site's search form inside", () => {
    const { container } = render(
      <AdvancedSearch config={block.config.parse({ published: true })} data={null} ctx={ctxFixture()} />,
    );
    expect(screen.getByRole('heading', { name: ADVANCED_SEARCH_TITLE })).toBeTruthy();
    const widget = container.querySelector(`#${WIDGET_ID}`)!;
    const form = widget.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/buscador/');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByLabelText(SEARCH_LABEL).getAttribute('name')).toBe('q');
  });

  it("shows the editor's title and text", () => {
    const config = block.config.parse({ published: true, title: 'Archivo', text: 'Busque por palabras.' });
    render(<AdvancedSearch config={config} data={null} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { name: 'Archivo' })).toBeTruthy();
    expect(screen.getByText('Busque por palabras.')).toBeTruthy();
  });
});
