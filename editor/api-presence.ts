import { call, json, pagePath, write } from './api';
import type { PresenceAnswer } from '../contracts/page-schedules';

export type { PresenceAnswer } from '../contracts/page-schedules';

/** «Who else is here» (issue 26, item 9; docs/editor-api.md). */
export const presenceApi = {
  renew: async (site: string, id: string) =>
    json<PresenceAnswer>(await call(`${pagePath(site, id)}/presence`, write('PUT', {}))),
  /** `keepalive`: sent even while the tab closes (pagehide). */
  leave: (site: string, id: string) =>
    call(`${pagePath(site, id)}/presence`, { ...write('DELETE', {}), keepalive: true }).then(
      () => undefined,
      () => undefined,
    ),
};
