import express from 'express';
import { renderToString } from 'react-dom/server';
import { RenderContextProvider } from '../runtime/context';
import type { CapturedBlock, CapturedPage } from './capture-article';

function Blocks({ blocks, page }: { blocks: CapturedBlock[] | undefined; page: CapturedPage }) {
  return (blocks ?? []).map(({ name, Component, config, data }, i) => (
    <Component key={`${name}-${i}`} config={config} data={data} ctx={page.ctx} />
  ));
}

/** The article page as a bare React app would render it: same components and props, no runtime. */
function BaselinePage({ page, stylesheet }: { page: CapturedPage; stylesheet?: string }) {
  const { theme } = page.ctx.site;
  return (
    <html lang="es-CO">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.title}</title>
        <style>{`:root{--brand:${theme.primary};--brand-accent:${theme.accent};--header-bg:${theme.headerBackground}}`}</style>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      </head>
      <body>
        <RenderContextProvider value={page.ctx}>
          <Blocks blocks={page.areas.header} page={page} />
          <main id="main">
            <Blocks blocks={page.areas.main} page={page} />
          </main>
          <Blocks blocks={page.areas.footer} page={page} />
        </RenderContextProvider>
      </body>
    </html>
  );
}

/** A bare Express + renderToString server: the floor the runtime's article page is compared with. */
export function baselineApp(page: CapturedPage, stylesheet?: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/{*path}', (_req, res) => {
    res.type('html').send(`<!doctype html>${renderToString(<BaselinePage page={page} stylesheet={stylesheet} />)}`);
  });
  return app;
}
