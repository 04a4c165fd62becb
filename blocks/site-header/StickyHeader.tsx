import { useRef } from 'react';
import type { SiteProps } from '../../contracts/site-schema';
import { NavLink } from './NavLink';
import { useReadingProgress } from './use-sticky';

interface StickyHeaderProps {
  visible: boolean;
  site: SiteProps;
  path: string;
  /** Stories show how far the reader has got (spec 1, 2.3). */
  progress: boolean;
}

/**
 * The compact bar that takes over once the main header has scrolled away. Always in the HTML and
 * fixed (no layout shift); hidden and inert until needed, so keyboard and screen readers skip it.
 */
export function StickyHeader({ visible, site, path, progress }: StickyHeaderProps) {
  const bar = useRef<HTMLDivElement>(null);
  useReadingProgress(bar, progress);
  return (
    <div className="site-header__sticky" data-visible={visible} aria-hidden={!visible} inert={!visible}>
      <div className="site-header__sticky-inner">
        <a className="site-header__sticky-logo" href="/" aria-label={`${site.name}, ir a la portada`}>
          {site.name}
        </a>
        <nav className="site-header__sticky-nav" aria-label="Secciones (barra fija)">
          <ul>
            {site.navigation.main.map((item) => (
              <li key={item.link}>
                <NavLink {...item} path={path} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {progress && (
        <div
          ref={bar}
          className="site-header__progress"
          role="progressbar"
          aria-label="Progreso de lectura"
          aria-valuemin={0}
          aria-valuemax={100}
        />
      )}
    </div>
  );
}
