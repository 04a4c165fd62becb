import { LOCKED_STATE_CODE } from '../../contracts/entitlement';
import { LOCKED_VIEW_TEMPLATE_CLASS } from './page-paywall';

/**
 * A paywall-script trigger (S1-155): the body's paragraphs go and the page shows the locked view the server renders
 * for a premium story (the same classes, locked-state code 6 and invitation). Showing it twice does nothing.
 */
export function showLockedView(body: HTMLElement, root: Document = document): boolean {
  const view = root.querySelector<HTMLTemplateElement>(`template.${LOCKED_VIEW_TEMPLATE_CLASS}`);
  if (!view || body.classList.contains('article-body--locked')) return false;
  body.replaceChildren();
  body.classList.add('article-body--locked');
  body.dataset.lockedState = String(LOCKED_STATE_CODE);
  body.after(view.content.cloneNode(true));
  return true;
}
