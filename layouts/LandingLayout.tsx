import { useRenderContext } from '../runtime/context';
import type { LayoutProps } from '../runtime/types';
import { ChromeLayout } from './ChromeLayout';

/**
 * Landing: a campaign page (e.g. /emprendedores/) in the full width of the screen, under a slim bar with the brand
 * and a way back to the site, and over the site's footer. No menus: the page's own call to action is the way on.
 */
export function LandingLayout(props: LayoutProps) {
  const { site } = useRenderContext();
  const band = (
    <header className="landing-bar">
      <a className="landing-bar__logo" href="/" aria-label={`${site.name}, ir a la portada`}>
        {site.name}
      </a>
      <a className="landing-bar__back" href="/">
        {`Volver a ${site.name}`}
      </a>
    </header>
  );
  return <ChromeLayout {...props} variant="landing" band={band} />;
}
