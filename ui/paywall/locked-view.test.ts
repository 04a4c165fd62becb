// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { LockedViewTemplate } from './LockedViewTemplate';
import { showLockedView } from './locked-view';

const site = { slug: 'semana', name: 'Semana', prices: { paywallBox: '$199.000', promoCard: '129.000 pesos' } };

afterEach(() => {
  document.body.innerHTML = '';
});

function page(): HTMLElement {
  const template = renderToStaticMarkup(createElement(LockedViewTemplate, { site, path: '/nacion/x/' }));
  document.body.innerHTML = `<article><div class="article-body"><p>Uno</p><p>Dos</p></div>${template}</article>`;
  return document.querySelector<HTMLElement>('.article-body')!;
}

describe('the locked view a paywall trigger shows (S1-155)', () => {
  it('keeps the invitation inert until a trigger', () => {
    page();
    expect(document.querySelectorAll('.paywall-invitation')).toHaveLength(0);
  });

  it("removes the body's paragraphs and shows the invitation with locked state 6", () => {
    const body = page();
    expect(showLockedView(body)).toBe(true);
    expect(body.querySelectorAll('p')).toHaveLength(0);
    expect(body.classList.contains('article-body--locked')).toBe(true);
    expect(body.dataset.lockedState).toBe('6');
    const invitation = document.querySelectorAll('.paywall-invitation');
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.querySelector('h2')?.textContent).toBe('Este contenido es exclusivo para suscriptores');
    expect(body.nextElementSibling).toBe(invitation[0]);
  });

  it('shows it once, however often the script triggers', () => {
    const body = page();
    showLockedView(body);
    expect(showLockedView(body)).toBe(false);
    expect(document.querySelectorAll('.paywall-invitation')).toHaveLength(1);
  });
});
