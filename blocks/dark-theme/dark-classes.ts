/** The class that turns the app root dark (ui/base.css, the video template uses the same one). */
export const DARK_CLASS = 'app--dark';

/** The classes the switch adds to the app root: the dark one and the editor's own. */
export function darkClasses(addClass: string | undefined): string[] {
  return [DARK_CLASS, ...(addClass ?? '').split(' ').filter(Boolean)];
}
