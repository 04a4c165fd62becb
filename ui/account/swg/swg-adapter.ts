import { SWG_SCRIPT } from '../../../contracts/hosts/social';

/**
 * The part of Google's Subscribe with Google library (swg.js, `SubscriptionsApi`) the site uses, behind one shape:
 * tests and stories pass a fake, and no script from the internet runs there.
 */
export interface SwgEntitlement {
  source: string;
  /** For Google Play purchases a JSON string with packageName, productId and purchaseToken. */
  subscriptionToken: string;
}
export interface SwgEntitlements {
  entitlements: SwgEntitlement[];
  ack: () => void;
}
export interface SwgUserData {
  idToken: string;
}
export interface SwgPurchaseResponse {
  purchaseData: { data: string };
  userData: SwgUserData;
  complete: () => Promise<void>;
}
export interface SwgAdapter {
  setOnEntitlementsResponse: (handler: (answer: Promise<SwgEntitlements>) => void) => void;
  setOnPaymentResponse: (handler: (answer: Promise<SwgPurchaseResponse>) => void) => void;
  /** Asks the reader to save the subscription to an account of ours; rejects when they decline. */
  completeDeferredAccountCreation: (o: { entitlements: SwgEntitlements }) => Promise<SwgPurchaseResponse>;
}

/** The library itself, in manual mode: `init` names the publication's product, `start` asks for entitlements. */
export interface SwgLibrary extends SwgAdapter {
  init: (productId: string) => void;
  start: () => void;
}

type SwgQueue = { push: (callback: (api: SwgLibrary) => void) => void };

/** Loads swg.js once (manual mode: the page says when to start); answers its API when the library calls back. */
export function loadSwg(): Promise<SwgLibrary> {
  return new Promise((resolve, reject) => {
    const page = window as unknown as { SWG?: SwgQueue | ((api: SwgLibrary) => void)[] };
    const queue = (page.SWG ??= []);
    queue.push(resolve);
    if (document.querySelector(`script[src="${SWG_SCRIPT}"]`)) return;
    const tag = document.createElement('script');
    tag.src = SWG_SCRIPT;
    tag.async = true;
    tag.setAttribute('subscriptions-control', 'manual');
    tag.onerror = () => reject(new Error('Error initializing SwG'));
    document.head.append(tag);
  });
}
