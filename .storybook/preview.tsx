import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { RenderContextProvider } from '../runtime/context';
import type { RenderContext } from '../runtime/types';
import { placeholderImages } from '../fixtures/cards';
import { BlockDocsPage } from './BlockDocsPage';
import { fieldArgs, fieldControls, withBlockArgs } from './block-controls';
import { globalTypes, initialGlobals, withReaderState, withSiteTheme } from './toolbar';
// Every stylesheet of the site (ui/base.css, blocks/*/*.css, ...), as the pages get them.
import '../ui/client/styles';

function isRenderContext(value: unknown): value is RenderContext {
  return typeof value === 'object' && value !== null && 'site' in value && 'now' in value && 'path' in value;
}

// The context islands read with useRenderContext(), from `args.ctx` as withBlockArgs left it (the toolbar's site).
const withRenderContext: Decorator = (Story, { args }) =>
  isRenderContext(args.ctx) ? (
    <RenderContextProvider value={args.ctx}>
      <Story />
    </RenderContextProvider>
  ) : (
    <Story />
  );

const preview: Preview = {
  // The first decorator is the innermost: withBlockArgs rewrites the args the others and the block read.
  decorators: [withRenderContext, withSiteTheme, withBlockArgs, withReaderState],
  // Third-party calls are answered by each story's `parameters.msw.handlers`, never the network.
  loaders: [mswLoader()],
  argsEnhancers: [fieldArgs],
  argTypesEnhancers: [fieldControls],
  globalTypes,
  initialGlobals,
  // Every stories file gets a docs page: the editor's «Ver en Storybook» opens it (docs id bloques-<name>--docs).
  tags: ['autodocs'],
  parameters: {
    // The palette's order (editor/catalogue.ts FAMILIES). Storybook reads this literally when it builds the index,
    // so the names are written out; a family left out still shows, after these.
    options: {
      storySort: {
        order: [
          'Bloques',
          [
            'Listas con «cargar más»',
            'Carruseles',
            'Galerías',
            'TV y video',
            'Opinión',
            'Foros',
            'Páginas',
            'Mobiliario del sitio',
            'Utilidades',
            'Otros',
          ],
          'Diseños',
          'Editor',
        ],
      },
    },
    layout: 'padded',
    viewport: { options: MINIMAL_VIEWPORTS },
    controls: { matchers: { date: /Date$/i }, sort: 'requiredFirst' },
    docs: { page: BlockDocsPage },
    // Pictures for stories that set no handlers of their own (a story's own list replaces this one).
    msw: { handlers: [placeholderImages] },
    // Axe runs on every story in the panel; CI fails a serious or critical violation (tests/storybook/static-check.ts).
    a11y: { test: 'error' },
  },
};

export default preview;
