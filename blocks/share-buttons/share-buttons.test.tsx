// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import block from './index';
import { ShareButtons } from './ShareButtons';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const data = { url: 'https://www.semana.com/nacion/a/', title: 'Hola' };

describe('share-buttons', () => {
  it('shares the page’s absolute address on this site, or the configured one', async () => {
    const ctx = { ...ctxFixture(), path: '/nacion/a/', sources: fakeSources({}) };
    const page = await block.fetch!(block.config.parse({ published: true }), ctx);
    expect(page).toEqual({ url: 'https://www.semana.com/nacion/a/', title: 'Semana' });
    const set = await block.fetch!(block.config.parse({ published: true, url: '/foros/', title: 'Foro' }), ctx);
    expect(set).toEqual({ url: 'https://www.semana.com/foros/', title: 'Foro' });
  });

  it('links Facebook, X, WhatsApp and LinkedIn with the spec’s parameters', () => {
    const config = block.config.parse({ published: true, via: 'RevistaSemana', hashtags: ['a', 'b'] });
    render(<ShareButtons config={config} data={data} ctx={ctxFixture()} />);
    const href = (name: string) => new URL(screen.getByRole('link', { name }).getAttribute('href')!);
    expect(href('Compartir en Facebook').searchParams.get('u')).toBe(data.url);
    expect(Object.fromEntries(href('Compartir en X').searchParams)).toMatchObject({
      via: 'RevistaSemana',
      hashtags: 'a,b',
    });
    expect(href('Compartir en WhatsApp').searchParams.get('text')).toBe(`Hola ${data.url}`);
    expect(Object.fromEntries(href('Compartir en LinkedIn').searchParams)).toMatchObject({
      mini: 'true',
      source: 'Semana',
    });
  });

  it('opens the network in a 550 by 400 popup (LinkedIn 750 by 600)', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({ closed: false }) as Window);
    render(<ShareButtons config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Compartir en Facebook' }));
    expect(open.mock.calls[0][2]).toMatch(/^width=550,height=400,/);
    await userEvent.click(screen.getByRole('link', { name: 'Compartir en LinkedIn' }));
    expect(open.mock.calls[1][2]).toMatch(/^width=750,height=600,/);
  });

  it('S1-249: checks every 1000 ms whether the popup closed, then gives the focus back to the link', () => {
    vi.useFakeTimers();
    const popup = { closed: false, opener: window as Window | null };
    let checks = 0;
    Object.defineProperty(popup, 'closed', {
      get: () => {
        checks++;
        return checks >= 3;
      },
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    render(<ShareButtons config={block.config.parse({ published: true })} data={data} ctx={ctxFixture()} />);
    const link = screen.getByRole('link', { name: 'Compartir en WhatsApp' });
    fireEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    // The network's page cannot reach back into this one.
    expect(popup.opener).toBeNull();
    vi.advanceTimersByTime(999);
    expect(checks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(checks).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(checks).toBe(2);
    expect(document.activeElement).not.toBe(link);
    vi.advanceTimersByTime(1000);
    expect(checks).toBe(3);
    expect(document.activeElement).toBe(link);
    // Closed: no more checks.
    vi.advanceTimersByTime(5000);
    expect(checks).toBe(3);
    vi.useRealTimers();
  });
});
