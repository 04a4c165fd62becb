import { loadReader } from '../reader-session';
import { unlockPremium } from '../premium-unlock';
import { loadSwg, type SwgLibrary } from './swg-adapter';
import { startSwg } from './swg-flow';

/** The attribute an article's body carries when its site sells through Subscribe with Google (site `swgProductId`). */
export const SWG_PRODUCT_ATTRIBUTE = 'data-swg-product';

/** A purchase made in the page: the reader now holds a subscription, and the article opens where she is. */
async function readOn(): Promise<void> {
  await loadReader();
  unlockPremium();
}

/**
 * Spec 2, 4 on an article page: the library is started for the site's product, its entitlements and payments go to
 * the flows of swg-flow.ts. A library that does not load is logged with the SDK prefix (spec 2, 8); the page reads on.
 */
export async function startSwgOnArticle(
  productId: string,
  load: () => Promise<SwgLibrary> = loadSwg,
  afterPurchase: () => Promise<void> = readOn,
): Promise<boolean> {
  let swg: SwgLibrary;
  try {
    swg = await load();
  } catch {
    console.error('ArcP SwG:', 'Error initializing SwG');
    return false;
  }
  swg.init(productId);
  startSwg(swg, () => void afterPurchase());
  swg.start();
  return true;
}
