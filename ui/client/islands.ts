// The page's one script entry (vite.config.ts): hydrates the islands, then asks who reads the page.
import { hydrateIslands, pageReader } from '../../runtime/client/hydrate';
import { loadReader } from '../account/reader-session';
import { unlockPremium } from '../account/premium-unlock';
import { trackAccountMarker } from '../account/account-marker';
import { trackSegments } from '../account/segments';
import { trackArticleAccess } from '../account/article-access';

hydrateIslands();
trackAccountMarker();
trackSegments();
trackArticleAccess();
// The public page asks in the browser who reads it (login, subscriptions); a page the server rendered for its
// reader (decision 0025) already holds them, and its premium text.
if (!pageReader) void loadReader().then(() => unlockPremium());
