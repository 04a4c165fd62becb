import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';
import { startWidget, type RecoStatus } from './start-widget';

/** The container the network fills (one widget per article). */
export const RECO_CONTAINER_ID = 'reco-mid-article';
export const RECO_LABEL = 'Recomendados para ti';
export const NO_RECO_ACCOUNT = 'Este sitio no tiene cuenta de recomendaciones: los lectores no ven este widget.';

/**
 * Spec 3, 2: the mid-article recommendation widget, a third party behind an adapter. The server sends an empty,
 * collapsed container with its mode; in the browser, near the reader, it is filled only on a site with an account and
 * after consent. The editor's preview says when the site has no account.
 */
export function RecommendationWidget({ config, ctx }: BlockProps<Config, null>) {
  const unit = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<RecoStatus>('off');
  const account = ctx.site.recommendationAccount;
  const { mode, placement } = config;

  useEffect(() => {
    if (unit.current) startWidget({ element: unit.current, mode, placement }, account, setStatus);
  }, [account, mode, placement]);

  return (
    <aside className="reco-widget" aria-label={RECO_LABEL} data-mode={mode} data-reco-status={status}>
      {ctx.preview && !account && <p className="reco-widget__placeholder">{NO_RECO_ACCOUNT}</p>}
      <div id={RECO_CONTAINER_ID} ref={unit} className="reco-widget__unit" data-placement={placement} />
    </aside>
  );
}
