// What only article pages need from the page script, as one chunk (ui/client/islands.ts imports it on demand).
export { trackArticleAccess } from './article-access';
export { unlockPremium } from './premium-unlock';
export { startPaywall } from '../paywall/start-paywall';
