import { useEffect } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
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
  useEffect(() => {
    window.location.replace(withQuery(data.target, window.location.search));
  }, [data.target]);
  return <RedirectNotice target={data.target} />;
}
