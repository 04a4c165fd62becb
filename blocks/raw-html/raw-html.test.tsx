// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import block from './index';
import { RawHtml } from './RawHtml';

afterEach(cleanup);
const ctx = { ...ctxFixture(), sources: fakeSources({}) };
const fetchHtml = (html: string) => block.fetch!(block.config.parse({ published: true, html }), ctx);

describe('raw HTML block (spec 3, 2, S3-106)', () => {
  it('shows the configured HTML', async () => {
    const data = await fetchHtml('<p>x</p>');
    const { container } = render(<RawHtml config={{ published: true }} data={data!} ctx={ctx} />);
    expect(container.innerHTML).toContain('<p>x</p>');
  });

  it('drops scripts, event attributes and javascript: links', async () => {
    const data = await fetchHtml(
      '<p onclick="steal()">Hola</p><script>steal()</script><a href="javascript:steal()">enlace</a>',
    );
    expect(data!.html).not.toMatch(/script|onclick|steal/);
    expect(data!.html).toContain('<p>Hola</p>');
  });

  it('keeps frames of the allowed embed hosts only, sandboxed', async () => {
    const data = await fetchHtml(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/"></iframe>',
    );
    expect(data!.html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(data!.html).toContain('sandbox=');
    expect(data!.html).not.toContain('evil.example');
  });

  it('renders nothing when nothing is left, or nothing was set', async () => {
    expect(await fetchHtml('<script>steal()</script>')).toBeNull();
    expect(await block.fetch!(block.config.parse({ published: true }), ctx)).toBeNull();
  });
});
