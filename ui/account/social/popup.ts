/** Spec 2, 9 (S2-310): how often the page checks whether the sign-in pop-up closed. */
export const SOCIAL_POPUP_POLL_MS = 1000;

/**
 * The page a sign-in pop-up comes back to (server/accounts/pages.ts): tiny and script-free. The page that opened
 * the pop-up closes it on the next check, so the reader does not have to.
 */
export const SOCIAL_POPUP_LANDING = '/identity/public/ingreso-listo';

const FEATURES = 'popup,width=500,height=640';

/**
 * Back on this site (the landing, or one of our error pages): the trip to the provider is over. Not the pop-up's
 * first `about:blank`, which shares our origin until the provider's address loads.
 */
function cameBack(popup: Window, here: Location): boolean {
  try {
    return popup.location.href.startsWith(`${here.origin}/`);
  } catch {
    // Still at the provider: another origin's location cannot be read.
    return false;
  }
}

/**
 * Opens `url` in a pop-up and resolves once the reader is done with it: it was closed, or it came back to this site
 * (then it is closed here). Checked every SOCIAL_POPUP_POLL_MS. `null` when the browser blocked the pop-up.
 */
export function signInPopup(url: string, win: Window = window): Promise<void> | null {
  const popup = win.open(url, 'ingreso-social', FEATURES);
  if (!popup) return null;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!popup.closed && !cameBack(popup, win.location)) return;
      clearInterval(timer);
      if (!popup.closed) popup.close();
      resolve();
    }, SOCIAL_POPUP_POLL_MS);
  });
}
