import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { RENEWAL_REGION, RenewalBanner } from '../../ui/account/RenewalBanner';
import { useRenewalNotice } from '../../ui/account/useRenewalNotice';
import type { RenewalNotice } from '../../ui/account/renewal-banner';

/** The reader closed the home modal in this browser session (decision 0045): it does not open again until then. */
export const RENEWAL_MODAL_CLOSED_KEY = 'RenewalModalClosed';
export const INREAD_REGION = `${RENEWAL_REGION}, en la nota`;

/**
 * Where in the article the notice goes: after its second paragraph, else after the body (a locked one is empty).
 * One slot per page, however often it is asked for.
 */
function inreadSlot(): HTMLElement | null {
  const body = document.querySelector('.article-body');
  if (!body) return null;
  const found = body.parentElement?.querySelector<HTMLElement>('.renewal-inread');
  if (found) return found;
  const slot = document.createElement('div');
  slot.className = 'renewal-inread';
  const paragraphs = body.querySelectorAll(':scope > p');
  const after = paragraphs[Math.min(1, paragraphs.length - 1)];
  (after ?? body).after(slot);
  return slot;
}

function InreadSlot({ notice }: { notice: NonNullable<RenewalNotice> }) {
  const [slot] = useState(inreadSlot);
  useEffect(() => () => slot?.remove(), [slot]);
  if (!slot) return null;
  return createPortal(<RenewalBanner notice={notice} label={INREAD_REGION} className="renewal-banner--inread" />, slot);
}

/**
 * The message object's in-read placement (URLInread): the same notice inside the article the reader is reading.
 * The article body is the server's HTML, not this island's, so the notice is portalled into a slot placed there.
 */
export function InreadRenewal() {
  const notice = useRenewalNotice();
  return notice ? <InreadSlot notice={notice} /> : null;
}

const closedBefore = () => {
  try {
    return sessionStorage.getItem(RENEWAL_MODAL_CLOSED_KEY) !== null;
  } catch {
    return false;
  }
};

/** The message object's home modal (Modal, URLModalHome): once per browser session on the home page. */
export function HomeModalRenewal() {
  const notice = useRenewalNotice();
  const dialog = useRef<HTMLDialogElement>(null);
  const [closed, setClosed] = useState(closedBefore);
  const open = notice !== null && !closed;
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  if (!notice || closed) return null;
  const close = () => {
    sessionStorage.setItem(RENEWAL_MODAL_CLOSED_KEY, '1');
    setClosed(true);
  };
  // Escape closes a modal dialog natively; onClose records it like the button does.
  return (
    <dialog ref={dialog} className="renewal-modal" aria-label={RENEWAL_REGION} onClose={close}>
      <RenewalBanner notice={notice} label={null} className="renewal-banner--modal" />
      <button type="button" className="renewal-modal__close" onClick={close}>
        Cerrar
      </button>
    </dialog>
  );
}
