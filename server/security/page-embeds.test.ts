import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../../runtime/types';
import { pageEmbedSources } from './page-embeds';

const page = (nodes: PageConfig['areas'][string]): PageConfig => ({
  id: 'p',
  route: '/p/',
  layout: 'default',
  areas: { main: [{ container: 'two-column', children: { main: nodes } }] },
});

describe('per-page embed hosts of the utility blocks', () => {
  it('allows the host of an embed frame and of a chat, but not a same-site path', () => {
    const { frames } = pageEmbedSources(
      page([
        { block: 'html-embed', config: { published: true, url: 'https://datawrapper.dwcdn.net/abc/1/' } },
        { block: 'chatbot', config: { published: true, url: 'https://chat.example.com/semana' } },
        { block: 'html-embed', config: { published: true, url: '/especiales/mapa/' } },
      ]),
    );
    expect(frames).toEqual(['https://datawrapper.dwcdn.net', 'https://chat.example.com']);
  });

  it("allows the frames an editor's HTML keeps (allowed embed hosts only)", () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/"></iframe>';
    const { frames } = pageEmbedSources(page([{ block: 'raw-html', config: { published: true, html } }]));
    expect(frames).toEqual(['https://www.youtube.com']);
  });

  it('ignores the url of a block that frames nothing', () => {
    const { frames } = pageEmbedSources(page([{ block: 'redirect', config: { url: 'https://www.semana.com/' } }]));
    expect(frames).toEqual([]);
  });
});
