import { useRenderContext } from '../runtime/context';
import type { LayoutProps } from '../runtime/types';
import { formatLongDate } from '../ui/format/dates';
import { ChromeLayout } from './ChromeLayout';

/** El País (Cali): a newspaper's edition line, today's date in the site's time zone and the city, under the header. */
export function ElPaisLayout(props: LayoutProps) {
  const { site, now } = useRenderContext();
  const band = (
    <p className="elpais-edition">
      <time dateTime={new Date(now).toISOString()}>{formatLongDate(now, site.timezone)}</time>
      <span className="elpais-edition__city">Cali, Colombia</span>
    </p>
  );
  return <ChromeLayout {...props} variant="elpais" band={band} />;
}
