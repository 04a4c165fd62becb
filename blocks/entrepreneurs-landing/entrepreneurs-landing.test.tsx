// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { EntrepreneursLanding } from './EntrepreneursLanding';

afterEach(cleanup);

describe('entrepreneurs-landing (spec 3, 2)', () => {
  it('shows the title, the text and a WhatsApp community button to linkWhatsapp', () => {
    const config = block.config.parse({
      published: true,
      title: 'T',
      text: 'X',
      linkWhatsapp: 'https://chat.whatsapp.com/abc',
    });
    render(<EntrepreneursLanding config={config} data={null} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('T');
    expect(screen.getByText('X')).toBeTruthy();
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://chat.whatsapp.com/abc');
  });

  it('takes only WhatsApp addresses for the button, and shows none without one', () => {
    expect(block.config.safeParse({ published: true, linkWhatsapp: 'https://example.com/x' }).success).toBe(false);
    render(
      <EntrepreneursLanding
        config={block.config.parse({ published: true, title: 'T' })}
        data={null}
        ctx={ctxFixture()}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
