import { useRenderContext } from '../runtime/context';
import type { LayoutProps } from '../runtime/types';
import { ChromeLayout } from './ChromeLayout';

/** The forums' own destinations (spec 3, 2 "Forums blocks": the related videos link to /foros-semana/videos). */
export const FOROS_LINKS = [
  { text: 'Próximos foros', link: '/' },
  { text: 'Videos', link: '/foros-semana/videos' },
] as const;

/** ForosSemana: the events site, wide for its galleries, with the forums bar in the brand's navy under the header. */
export function ForosSemanaLayout(props: LayoutProps) {
  const { site, path } = useRenderContext();
  const band = (
    <nav className="foros-bar" aria-label={site.name}>
      <p className="foros-bar__title">{site.name}</p>
      <ul className="foros-bar__links">
        {FOROS_LINKS.map(({ text, link }) => (
          <li key={link}>
            <a href={link} aria-current={path === link ? 'page' : undefined}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return <ChromeLayout {...props} variant="foros-semana" band={band} />;
}
