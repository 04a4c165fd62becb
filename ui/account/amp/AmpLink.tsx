import { useEffect, useState } from 'react';
import { FormStatus } from '../forms/Field';
import { FormError } from '../forms/submit';
import { AMP_CONFIRMATION_DELAY_MS, AMP_TEXTS, linkAmpReader } from './amp-link';

interface AmpLinkProps {
  ampReaderId: string;
  /** Where 'Continuar' goes once the link is done or refused. */
  redirect: string;
  /** The PUT /amp/add call; tests pass their own. */
  link?: (ampReaderId: string) => Promise<void>;
}

type LinkState = { status: 'linking' | 'linked' } | { status: 'failed'; message: string };

/**
 * The sign-in page's step for a reader an AMP page sent (`?ampReaderId=`), once signed in: links the id, then
 * confirms it AMP_CONFIRMATION_DELAY_MS after the service said ok (spec 2, 9), so the change reads as an answer.
 */
export function AmpLink({ ampReaderId, redirect, link = linkAmpReader }: AmpLinkProps) {
  const [state, setState] = useState<LinkState>({ status: 'linking' });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    link(ampReaderId).then(
      () => {
        if (live) timer = setTimeout(() => setState({ status: 'linked' }), AMP_CONFIRMATION_DELAY_MS);
      },
      (err: unknown) => {
        if (live) setState({ status: 'failed', message: err instanceof FormError ? err.message : AMP_TEXTS.failed });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ampReaderId, link]);

  return (
    <div className="sign-in__form">
      <h1 className="sign-in__title">Páginas AMP</h1>
      {state.status === 'linking' && <p className="sign-in__status">{AMP_TEXTS.linking}</p>}
      <FormStatus
        error={state.status === 'failed' ? state.message : undefined}
        success={state.status === 'linked' ? AMP_TEXTS.linked : undefined}
      />
      {state.status !== 'linking' && (
        <a className="sign-in__submit" href={redirect}>
          {AMP_TEXTS.continue}
        </a>
      )}
    </div>
  );
}
