// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import block from './index';
import { DateArchive } from './DateArchive';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';

afterEach(cleanup);
const config = block.config.parse({ published: true });

describe('date-archive', () => {
  it('asks content-apir-date for the day of the address, 50 per page from offset 0', async () => {
    const source = vi.fn(async () => ({
      content_elements: [storyDoc(1), storyDoc(2, { withImage: false })],
      count: 2,
    }));
    const data = await block.fetch!(config, {
      ...ctxFixture(),
      params: { date: '2026-11-20' },
      sources: fakeSources({ 'content-apir-date': source }),
    });
    expect(source).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-11-20', feedSize: 50, feedOffset: 0 }));
    expect(data?.items.map((r) => r.url)).toEqual(['/nacion/articulo/nota-1/fixture-1/']);
  });

  it('renders nothing for an address that is not a date', async () => {
    const source = vi.fn();
    const ctx = {
      ...ctxFixture(),
      params: { date: '2026-13-45x' },
      sources: fakeSources({ 'content-apir-date': source }),
    };
    expect(await block.fetch!(config, ctx)).toBeNull();
    expect(source).not.toHaveBeenCalled();
  });

  it('S3-003: renders nothing for a day without stories (with an image)', async () => {
    const source = vi.fn(async () => ({ content_elements: [storyDoc(1, { withImage: false })], count: 1 }));
    const data = await block.fetch!(config, {
      ...ctxFixture(),
      params: { date: '2026-11-20' },
      sources: fakeSources({ 'content-apir-date': source }),
    });
    expect(source).toHaveBeenCalledOnce();
    expect(data).toBeNull();
  });

  it('shows the day in long Colombian-Spanish form, taken at noon UTC', () => {
    render(
      <DateArchive config={config} data={{ date: '2026-11-20', items: cardItems(2), count: 2 }} ctx={ctxFixture()} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('20 de noviembre de 2026');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
