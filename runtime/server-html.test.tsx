// @vitest-environment happy-dom
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { HydratingIsland, ServerHtml } from './server-html';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Island({ cards }: { cards: string[] }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {clicks}
      </button>
      <ServerHtml>
        {cards.map((card) => (
          <p key={card}>{card}</p>
        ))}
      </ServerHtml>
    </div>
  );
}

describe('ServerHtml: a part of an island that keeps the server markup', () => {
  it('keeps what the server rendered when the island hydrates without its data, through re-renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Island cards={['Uno', 'Dos']} />);
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        container,
        <HydratingIsland.Provider value>
          <Island cards={[]} />
        </HydratingIsland.Provider>,
      );
    });
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Uno', 'Dos']);
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('1');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Uno', 'Dos']);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('renders its children anywhere else (Storybook, tests), from the whole data', async () => {
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Island cards={['Tres']} />));
    expect(container.querySelector('p')?.textContent).toBe('Tres');
  });
});
