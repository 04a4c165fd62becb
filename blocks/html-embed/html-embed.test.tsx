// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import block from './index';
import { EMBED_TITLE, HtmlEmbed } from './HtmlEmbed';

afterEach(cleanup);
const ctx = { ...ctxFixture(), sources: fakeSources({}) };

async function show(raw: Record<string, unknown>) {
  const config = block.config.parse({ published: true, ...raw });
  const data = await block.fetch!(config, ctx);
  return { data, ...render(<HtmlEmbed config={config} data={data!} ctx={ctx} />) };
}

/** Server markup, never attached to a document (happy-dom would try to load the frame). */
async function markup(raw: Record<string, unknown>) {
  const config = block.config.parse({ published: true, ...raw });
  return renderToStaticMarkup(<HtmlEmbed config={config} data={(await block.fetch!(config, ctx))!} ctx={ctx} />);
}

describe('iframe/HTML embed (spec 3, 2, S3-105)', () => {
  it('URL mode: a lazy, sandboxed frame with the desktop and mobile heights', async () => {
    const html = await markup({ url: 'https://x.example/', desktopHeight: 600, mobileHeight: 400 });
    expect(html).toContain('style="--embed-desktop:600px;--embed-mobile:400px"');
    expect(html).toMatch(
      /<iframe class="html-embed__frame" src="https:\/\/x.example\/" title="([^"]+)" loading="lazy" sandbox="allow-scripts/,
    );
    expect(html).toContain(`title="${EMBED_TITLE}"`);
  });

  it('defaults to 600px on desktop and 400px on mobile', () => {
    expect(block.config.parse({ published: true })).toMatchObject({ desktopHeight: 600, mobileHeight: 400 });
  });

  it('HTML mode: shows the sanitised HTML when there is no address', async () => {
    const { container } = await show({ html: '<p>x</p><script>alert(1)</script>' });
    expect(container.innerHTML).toContain('<p>x</p>');
    expect(container.innerHTML).not.toContain('script');
  });

  it('renders nothing without address or HTML, and refuses addresses that are not https', async () => {
    expect(await block.fetch!(block.config.parse({ published: true }), ctx)).toBeNull();
    expect(block.config.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(block.config.safeParse({ url: 'http://x.example/' }).success).toBe(false);
  });
});
