// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cleanup, render } from '@testing-library/react';
import { ctxFixture } from '../fixtures/site';
import { cardItems } from '../fixtures/cards';
import { SectionHeadBlock } from '../blocks/section-head/SectionHeadBlock';
import { LabelChips } from '../blocks/label-chips/LabelChips';
import { CountdownBanner } from '../blocks/countdown-banner/CountdownBanner';
import { PartnerCarousel } from '../blocks/partner-carousel/PartnerCarousel';
import { Chatbot } from '../blocks/chatbot/Chatbot';
import { SportsAgenda } from '../blocks/sports-agenda/SportsAgenda';
import { Redirect } from '../blocks/redirect/Redirect';
import { allowedTarget } from '../blocks/redirect/target';
import type { Config as PartnerConfig } from '../blocks/partner-carousel/config';

/**
 * A link stored before the safe-link rule (or written into the database by hand) reaches the components unchecked:
 * they render it as no link at all (issue 24, item 7). The pages' own parse drops such a block before this; these
 * are the second line.
 */
afterEach(cleanup);
const ctx = ctxFixture();
const SITE = 'https://www.semana.com/nacion/';

/** The component's markup with `link` in every link field, and the hosts its hrefs and srcs lead to. */
function rendered(link: string): { html: string; hosts: string[] } {
  const logos = [
    { name: 'Aliado Uno', image: link, link },
    { name: 'Aliado Dos', link },
  ];
  const partner = { published: true, title: 'Aliados', link, logos } as unknown as PartnerConfig;
  const elements: ReactElement[] = [
    <SectionHeadBlock
      config={{ published: true, title: 'Sección', link, isBlue: false, divider: false, hasIcon: false }}
      data={null}
      ctx={ctx}
    />,
    <LabelChips config={{ published: true, labels: [{ text: 'Etiqueta', link }] }} data={null} ctx={ctx} />,
    <CountdownBanner
      config={{ published: true, link, targetDate: '2030-01-01T00:00:00-05:00' }}
      data={null}
      ctx={ctx}
    />,
    <PartnerCarousel config={partner} data={{ items: cardItems(3) }} ctx={ctx} />,
    <Chatbot config={{ published: true, url: link }} data={null} ctx={ctx} />,
    <SportsAgenda config={{ published: true, url: link }} data={{}} ctx={ctx} />,
  ];
  const html = elements.map((element) => renderToStaticMarkup(element)).join('\n');
  const hosts = [...html.matchAll(/ (?:href|src)="([^"]*)"/g)].map(
    (m) => new URL(m[1].replaceAll('&amp;', '&'), SITE).host,
  );
  return { html, hosts };
}

describe('a stored link that leaves the site', () => {
  it.each(['/\\evil.example', '\\\\evil.example', '//evil.example/', '/\t/evil.example'])(
    '%j renders no href or src to another host',
    (link) => {
      const { html, hosts } = rendered(link);
      expect(html).not.toContain('evil.example');
      expect(hosts.filter((host) => host !== 'www.semana.com' && !host.endsWith('.example.com'))).toEqual([]);
    },
  );

  it('while a path of the site still renders as a link in every one of them', () => {
    const { html } = rendered('/nacion/');
    expect(html.match(/href="\/nacion\/"/g)?.length).toBeGreaterThanOrEqual(6);
    expect(html).toContain('src="/nacion/"');
  });

  it('does not redirect: /\\evil.example is refused, a path of the site is followed', () => {
    expect(allowedTarget('/\\evil.example', ['www.semana.com'])).toBeNull();
    expect(allowedTarget('/nueva/', ['www.semana.com'])).toBe('/nueva/');
    // The redirect keeps the address's query string: start from a bare address (an earlier file may have left one).
    window.history.replaceState(null, '', '/');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const bad = render(<Redirect config={{ published: true }} data={{ target: '/\\evil.example' }} ctx={ctx} />);
    expect(bad.container.innerHTML).toBe('');
    expect(replace).not.toHaveBeenCalled();
    render(<Redirect config={{ published: true }} data={{ target: '/nueva/' }} ctx={ctx} />);
    expect(replace).toHaveBeenCalledWith('/nueva/');
  });
});
