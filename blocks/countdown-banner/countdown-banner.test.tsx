// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
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
});
