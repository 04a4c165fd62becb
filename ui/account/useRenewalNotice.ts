import { useEffect, useState } from 'react';
import { sendJson } from './forms/submit';
import { renewalNotice, type BannerPlan, type RenewalNotice } from './renewal-banner';

/** The signed-in reader's renewal banner, read from their subscriptions; none until they load (or if they fail). */
export function useRenewalNotice(): RenewalNotice {
  const [notice, setNotice] = useState<RenewalNotice>(null);
  useEffect(() => {
    sendJson<BannerPlan[]>('/sales/public/v1/subscription/all', undefined, 'GET').then(
      (plans) => setNotice(renewalNotice(plans)),
      () => setNotice(null),
    );
  }, []);
  return notice;
}
