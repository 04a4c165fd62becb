import { call, json, pagePath, write, enc } from './api';
import type { PageSchedule, ScheduleBody } from '../contracts/page-schedules';

export type { PageSchedule } from '../contracts/page-schedules';

/** Scheduled publish and unpublish (issue 26, item 1; docs/editor-api.md). */
export const schedulesApi = {
  /** The site's pending schedules, for the page list. */
  ofSite: async (site: string) => json<PageSchedule[]>(await call(`/api/editor/schedules?site=${enc(site)}`)),
  ofPage: async (site: string, id: string) => json<PageSchedule[]>(await call(`${pagePath(site, id)}/schedule`)),
  add: async (site: string, id: string, body: ScheduleBody) =>
    json<PageSchedule>(await call(`${pagePath(site, id)}/schedule`, write('POST', body))),
  /** Cancels every pending schedule of the page. */
  cancel: async (site: string, id: string) => {
    await call(`${pagePath(site, id)}/schedule`, write('DELETE', {}));
  },
};
