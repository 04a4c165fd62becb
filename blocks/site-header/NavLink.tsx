/** Spec 1, 2.3: a navigation link has text and link. The current page is marked for assistive tech. */
export function NavLink({ text, link, path }: { text: string; link: string; path: string }) {
  return (
    <a href={link} aria-current={link === path ? 'page' : undefined}>
      {text}
    </a>
  );
}
