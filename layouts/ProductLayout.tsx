import { useRenderContext } from '../runtime/context';
import type { LayoutProps } from '../runtime/types';
import { ChromeLayout } from './ChromeLayout';

/**
 * {product}: a magazine of the group with its own brand (Mujeres): under the header, its name as a masthead and the
 * site's description as its tagline, in the brand's colour.
 */
export function ProductLayout(props: LayoutProps) {
  const { site } = useRenderContext();
  const band = (
    <div className="product-masthead">
      <p className="product-masthead__name">{site.name}</p>
      <p className="product-masthead__tagline">{site.description}</p>
    </div>
  );
  return <ChromeLayout {...props} variant="product" band={band} />;
}
