import type { LayoutProps } from '../runtime/types';
import { ChromeLayout } from './ChromeLayout';

/**
 * Soho: the men's magazine, black with gold, in a narrower magazine column. Its header is the site header in its dark
 * mode unless the page asks for another (Transparente), and puts the age gate over every page of an adult site
 * (decision 0028); the magazine menu is a block of its pages.
 */
export function SohoLayout({ headerMode, ...props }: LayoutProps) {
  const mode = headerMode && headerMode !== 'Normal' ? headerMode : 'Oscuro';
  return <ChromeLayout {...props} headerMode={mode} variant="soho" />;
}
