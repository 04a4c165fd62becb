// The page's one script entry (vite.config.ts): hydrates the islands, then asks who reads the page.
import { hydrateIslands, pageReader, whenIdle } from '../../runtime/client/hydrate';
import { readerStore } from '../../runtime/context';
import { APPLE_RETURN_KEY, loadReader } from '../account/reader-session';
import { trackAccountMarker } from '../account/account-marker';

hydrateIslands();
trackAccountMarker();
// Only a signed-in reader has a segment to refresh: anonymous pages never load that code.
let segmentsStarted = false;
const startSegments = () => {
  if (segmentsStarted || readerStore.get().loggedIn !== true) return;
  segmentsStarted = true;
  void import('../account/segments').then((m) => m.trackSegments());
};
startSegments();
readerStore.subscribe(startSegments);
// Article pages only (homes and sections carry no article body): the access classes and the premium unlock load
// as a chunk of their own, which keeps them out of every home's script (the JavaScript budget, issue 15, 9).
const article = document.querySelector('.article-body') ? import('../account/article-page') : null;
void article?.then((m) => m.trackArticleAccess());
// The public page asks in the browser who reads it (login, subscriptions); a page the server rendered for its
// reader (decision 0025) already holds them, and its premium text.
// A tab back from Apple first signs in with its code (and may go on to the page the reader started from).
// Only that tab loads the Apple code.
const backFromApple = (): Promise<boolean> =>
  sessionStorage.getItem(APPLE_RETURN_KEY) === null
    ? Promise.resolve(false)
    : import('../account/social/apple').then((m) => m.finishAppleSignIn());
// The paywall script once the reader is known, anonymous too (S1-154, decision 0057), when the page is idle.
const startPaywall = () => whenIdle(() => void article?.then((m) => m.startPaywall()), 4000);
if (!pageReader)
  void backFromApple().then(async (leaving) => {
    if (leaving) return;
    await loadReader();
    await (await article)?.unlockPremium();
    startPaywall();
  });
else startPaywall();
// Subscribe with Google starts on article pages of a site that sells through it (the body names the product).
const swgProduct = document.querySelector<HTMLElement>('[data-swg-product]')?.dataset.swgProduct;
if (swgProduct) void import('../account/swg/on-article').then((m) => m.startSwgOnArticle(swgProduct));
