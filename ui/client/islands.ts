// The page's one script entry (vite.config.ts): hydrates the islands, then asks who reads the page.
import { hydrateIslands } from '../../runtime/client/hydrate';
import { loadReader } from '../account/reader-session';
import { unlockPremium } from '../account/premium-unlock';

hydrateIslands();
// Who reads the page (login, subscriptions) is asked in the browser: the HTML is the same for every reader.
void loadReader().then(() => unlockPremium());
