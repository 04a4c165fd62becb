import { useEffect, type RefObject } from 'react';

/** Marks a menu panel or its toggle: clicks there never count as "outside". */
export const MENU_PART = { 'data-menu-part': '' } as const;

/**
 * While a menu is open, a click outside every menu part of `root` closes it (spec 1, 2.3), and so
 * does Escape, which also gives focus back to the toggle that opened the menu.
 */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      // The path as it was when the click happened: React may already have replaced the clicked node.
      const path = event.composedPath();
      const onMenuPart = path.some((node) => node instanceof Element && node.hasAttribute('data-menu-part'));
      if (onMenuPart && root.current && path.includes(root.current)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      root.current?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
      close();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, open, close]);
}
