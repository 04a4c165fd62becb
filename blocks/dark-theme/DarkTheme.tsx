import { useEffect, useRef } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';
import { darkClasses } from './dark-classes';

/**
 * Spec 3, 2: turns the page dark by adding the dark classes to the app root. The marker alone already darkens the
 * first paint (CSS :has in dark-theme.css); the island adds the classes, which the other blocks' styles key on.
 */
export function DarkTheme({ config }: BlockProps<Config, null>) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const root = marker.current?.closest('.app');
    root?.classList.add(...darkClasses(config.addClass));
  }, [config.addClass]);
  return <span ref={marker} className="dark-theme" hidden />;
}
