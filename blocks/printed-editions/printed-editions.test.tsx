// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { printedEditionsData } from '../../fixtures/printed-editions';
import { EDITIONS_PER_YEAR, editionYears, groupByYear } from './edition-years';
import { LOADING_MS, PrintedEditions } from './PrintedEditions';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const years = () => screen.getAllByRole('heading', { level: 2 }).map((h) => Number(h.textContent));

describe('printed editions (spec 2, 10)', () => {
  it('lists the years from last year back to 2000', () => {
    const list = editionYears(Date.UTC(2026, 10, 22, 15), 'America/Bogota');
    expect(list).toHaveLength(26);
    expect([list[0], list.at(-1)]).toEqual([2025, 2000]);
    // 04:00 UTC on 1 January 2026 is still 31 December 2025 in Bogotá: last year is 2024 there.
    expect(editionYears(Date.UTC(2026, 0, 1, 4), 'America/Bogota')[0]).toBe(2024);
  });

  it('puts at most 20 editions under each year', () => {
    const editions = Array.from({ length: 30 }, (_, i) => ({ url: `/e/${i}/`, title: `E ${i}`, day: '2025-06-01' }));
    const [y2025, y2024] = groupByYear([2025, 2024], editions);
    expect(y2025.editions).toHaveLength(EDITIONS_PER_YEAR);
    expect(y2024.editions).toEqual([]);
  });

  it("shows 5 years, then 5 more per click after 'Cargando...' for 1.4 s, and no button once all are shown", () => {
    vi.useFakeTimers();
    render(
      <PrintedEditions
        config={{ published: true, section: 'edicion' }}
        data={printedEditionsData}
        ctx={ctxFixture()}
      />,
    );
    expect(years()).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(screen.getByRole('link', { name: 'Edición 2250' }).getAttribute('href')).toBe('/edicion/edicion-2250/');

    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(screen.getByRole('button').textContent).toBe('Cargando...');
    act(() => vi.advanceTimersByTime(LOADING_MS - 1));
    expect(years()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(years()).toHaveLength(10);
    expect(screen.getByRole('button').textContent).toBe('Ver más');

    for (let click = 0; click < 4; click++) {
      fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
      act(() => vi.advanceTimersByTime(LOADING_MS));
    }
    expect(years()).toHaveLength(26);
    expect(years().at(-1)).toBe(2000);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
