import { useEffect } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';
import { withQuery } from './target';

export const REDIRECT_TEXT = 'Redirigiendo…';
export const REDIRECT_LINK = 'Continuar';

/** What the reader sees for the moment before the browser leaves; the link serves a reader without JavaScript. */
export function RedirectNotice({ target }: { target: string }) {
  return (
    <p className="redirect">
      {REDIRECT_TEXT} <a href={target}>{REDIRECT_LINK}</a>
    </p>
  );
}

/** Spec 3, 2: sends the browser to the configured address, keeping the query string. */
export function Redirect({ data }: BlockProps<Config, Data>) {
  // Checked again here: props cached before the rule (or written by hand) never send the reader off the site.
  const target = safeLink(data.target);
  useEffect(() => {
    if (target) window.location.replace(withQuery(target, window.location.search));
  }, [target]);
  return target ? <RedirectNotice target={target} /> : null;
}
