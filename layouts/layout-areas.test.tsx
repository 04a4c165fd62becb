import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { layoutAreas } from '../contracts/layout-areas';
import { layoutNames } from '../contracts/layout-names';
import { ctxFixture } from '../fixtures/site';
import { RenderContextProvider } from '../runtime/context';
import { layouts } from './index';

const ALL = ['header', 'main', 'footer'];

describe('the areas each layout declares (contracts/layout-areas.ts)', () => {
  it.each(layoutNames)('%s renders exactly the areas it declares', (name) => {
    const Layout = layouts[name];
    const html = renderToStaticMarkup(
      <RenderContextProvider value={ctxFixture()}>
        <Layout areas={Object.fromEntries(ALL.map((area) => [area, <i key={area}>{`area-${area}`}</i>]))} />
      </RenderContextProvider>,
    );
    expect(ALL.filter((area) => html.includes(`area-${area}`))).toEqual(layoutAreas[name]);
  });
});
