// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import block from './index';
import { SearchResults } from './SearchResults';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';

const config = block.config.parse({ published: true });

describe('search-results', () => {
  it('searches the terms of ?q= newest first', async () => {
    const source = vi.fn(async () => ({ content_elements: [storyDoc(1)], count: 1 }));
    const data = await block.fetch!(config, {
      ...ctxFixture(),
      query: { q: 'política' },
      sources: fakeSources({ 'content-apir-search-query': source }),
    });
    expect(source).toHaveBeenCalledWith(
      expect.objectContaining({ queryString: 'política', sort: 'publish_date:desc', feedOffset: 0 }),
    );
    expect(data).toMatchObject({ q: 'política', count: 1 });
  });

  it('without terms it asks nothing and shows only the search box', async () => {
    const source = vi.fn();
    const data = await block.fetch!(config, {
      ...ctxFixture(),
      sources: fakeSources({ 'content-apir-search-query': source }),
    });
    expect(source).not.toHaveBeenCalled();
    expect(data).toEqual({ q: '', items: [], count: 0 });
    render(<SearchResults config={config} data={{ q: '', items: [], count: 0 }} ctx={ctxFixture()} />);
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buscar en Semana');
  });

  it('says how many results there are, and when there are none', () => {
    const { rerender } = render(
      <SearchResults config={config} data={{ q: 'paz', items: cardItems(2), count: 1234 }} ctx={ctxFixture()} />,
    );
    expect(screen.getByText('1.234 resultados')).toBeTruthy();
    rerender(<SearchResults config={config} data={{ q: 'zzz', items: [], count: 0 }} ctx={ctxFixture()} />);
    expect(screen.getByText(/No encontramos notas/)).toBeTruthy();
  });
});
