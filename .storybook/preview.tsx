import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { RenderContextProvider } from '../runtime/context';
import type { RenderContext } from '../runtime/types';
import type { SiteProps } from '../contracts/site-schema';
import { siteFixture } from '../fixtures/site';
// Every stylesheet of the site (ui/base.css, blocks/*/*.css, ...), as the pages get them.
import '../ui/client/styles';

function isRenderContext(value: unknown): value is RenderContext {
  return typeof value === 'object' && value !== null && 'site' in value && 'now' in value && 'path' in value;
}

/** The brand colours the server writes into every page's head (server/render/document.ts). */
function themeCss({ theme }: SiteProps): string {
  return `:root{--brand:${theme.primary};--brand-accent:${theme.accent};--header-bg:${theme.headerBackground}}`;
}

const defaultSite = siteFixture('semana');

// A story with `args.ctx` gets that site's colours and the context islands read with useRenderContext().
const withSite: Decorator = (Story, { args }) => {
  const ctx = isRenderContext(args.ctx) ? args.ctx : undefined;
  return (
    <>
      <style>{themeCss(ctx?.site ?? defaultSite)}</style>
      {ctx ? (
        <RenderContextProvider value={ctx}>
          <Story />
        </RenderContextProvider>
      ) : (
        <Story />
      )}
    </>
  );
};

const preview: Preview = {
  decorators: [withSite],
  // Third-party calls are answered by each story's `parameters.msw.handlers`, never the network.
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    viewport: { options: MINIMAL_VIEWPORTS },
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
