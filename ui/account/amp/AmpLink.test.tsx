// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AMP_CONFIRMATION_DELAY_MS, AMP_TEXTS, linkAmpReader } from './amp-link';
import { AmpLink } from './AmpLink';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.useRealTimers();
});
afterAll(() => server.close());

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('linking an AMP reader (spec 2, 9; S2-309)', () => {
  it('confirms 375 ms after the link succeeded: not at 300 ms', async () => {
    vi.useFakeTimers();
    expect(AMP_CONFIRMATION_DELAY_MS).toBe(375);
    const link = vi.fn(() => Promise.resolve());
    render(<AmpLink ampReaderId="amp-1" redirect="/nacion/" link={link} />);
    expect(link).toHaveBeenCalledWith('amp-1');
    expect(screen.getByText(AMP_TEXTS.linking)).toBeTruthy();

    await advance(300);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continuar' })).toBeNull();
    await advance(75);
    expect(screen.getByRole('status').textContent).toBe(AMP_TEXTS.linked);
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/nacion/');
  });

  it("shows a refusal in the service's words, and never the confirmation", async () => {
    const refused = 'Este dispositivo está vinculado a otra cuenta.';
    server.use(
      http.put('*/sales/public/v1/amp/add', () =>
        HttpResponse.json({ code: '330211', message: refused }, { status: 409 }),
      ),
    );
    render(<AmpLink ampReaderId="amp-2" redirect="/" />);
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(screen.queryByText(AMP_TEXTS.linked)).toBeNull();
  });
});

describe('PUT /amp/add from the page (spec 2, 3: amp add succeeds when message is ok)', () => {
  it('sends the AMP reader id and succeeds on message ok', async () => {
    let body: unknown;
    server.use(
      http.put('*/sales/public/v1/amp/add', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await expect(linkAmpReader('amp-3')).resolves.toBeUndefined();
    expect(body).toEqual({ ampReaderId: 'amp-3' });
  });

  it('fails on a 200 whose message is not ok', async () => {
    server.use(http.put('*/sales/public/v1/amp/add', () => HttpResponse.json({ message: 'pending' })));
    await expect(linkAmpReader('amp-4')).rejects.toThrow(AMP_TEXTS.failed);
  });
});
