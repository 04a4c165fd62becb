// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import block from './index';
import { CountdownBanner } from './CountdownBanner';
import { TICK_MS, timeLeft } from './time-left';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const config = block.config.parse({ published: true, link: '/foros-semana/' });
const at = (iso: string) => ({ ...ctxFixture(), now: Date.parse(iso) });

describe('countdown-banner (spec 3, 2 and 9)', () => {
  it('counts to 21 October 2024 by default, midnight in Colombia', () => {
    expect(config.targetDate).toBe('2024-10-21T00:00:00-05:00');
    expect(timeLeft(config.targetDate, Date.parse('2024-10-19T22:00:00-05:00'))).toEqual({
      days: 1,
      hours: 2,
      minutes: 0,
      seconds: 0,
    });
  });

  it('shows days, hours, minutes and seconds, refreshed every second, linking to the event', () => {
    vi.useFakeTimers({ now: Date.parse('2024-10-19T22:00:00-05:00') });
    render(<CountdownBanner config={config} data={null} ctx={at('2024-10-19T22:00:00-05:00')} />);
    const value = (unit: string) => document.querySelector(`[data-unit="${unit}"]`)?.textContent;
    expect(['days', 'hours', 'minutes', 'seconds'].map(value)).toEqual(['01', '02', '00', '00']);
    expect(screen.getByText('Segundos')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(value('seconds')).toBe('59');
    expect(value('minutes')).toBe('59');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/foros-semana/');
  });

  it("shows 'El evento ha comenzado' once the date has come", () => {
    vi.useFakeTimers({ now: Date.parse('2024-10-22T00:00:00-05:00') });
    render(<CountdownBanner config={config} data={null} ctx={at('2024-10-22T00:00:00-05:00')} />);
    expect(screen.getByText('El evento ha comenzado')).toBeTruthy();
    expect(timeLeft(config.targetDate, Date.parse(config.targetDate))).toBeNull();
  });

  it('takes another event date from the config', () => {
    const other = block.config.parse({ published: true, targetDate: '2026-12-01T20:00:00-05:00' });
    expect(timeLeft(other.targetDate, Date.parse('2026-12-01T19:59:30-05:00'))).toMatchObject({ seconds: 30 });
    expect(block.config.safeParse({ published: true, targetDate: 'mañana' }).success).toBe(false);
  });

  // Issue 28: the forums' home counts to the next announced forum, whose date the seed sets after its day.
  describe('with a section of announced events', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const event = (i: number, iso?: string) => ({
      ...storyDoc(i, { section: 'foros-semana/proximos-foros' }),
      ...(iso ? { additional_properties: { event_date: iso } } : {}),
    });
    const fetchWith = (docs: ReturnType<typeof event>[]) =>
      block.fetch!(block.config.parse({ published: true, title: 'Próximo Foro Semana', section: 'foros' }), {
        ...ctxFixture('foros-semana', now),
        sources: fakeSources({
          'content-apir': async () => ({ type: 'results', count: docs.length, content_elements: docs }),
        }),
      });

    it('counts to the soonest event still to come and links to its story', async () => {
      const data = await fetchWith([
        event(1, '2026-12-21T08:00:00-05:00'),
        event(2, '2026-11-01T08:00:00-05:00'),
        event(3, '2026-12-07T08:00:00-05:00'),
        event(4),
      ]);
      expect(data).toEqual({
        targetDate: '2026-12-07T08:00:00-05:00',
        link: event(3).canonical_url,
        event: event(3).headlines!.basic,
      });
      vi.useFakeTimers({ now });
      render(<CountdownBanner config={config} data={data} ctx={at('2026-11-28T12:00:00Z')} />);
      expect(screen.queryByText('El evento ha comenzado')).toBeNull();
      expect(document.querySelector('[data-unit="days"]')?.textContent).toBe('09');
      expect(screen.getByRole('link').getAttribute('href')).toBe(event(3).canonical_url);
    });

    it('is left out when no announced event is still to come', async () => {
      expect(await fetchWith([event(2, '2026-11-01T08:00:00-05:00'), event(4)])).toBeNull();
    });
  });
});
