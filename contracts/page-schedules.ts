import { z } from 'zod';

/** An instant with its zone: `2026-11-28T20:00:00-05:00` or `…Z` (a time without one would mean the server's zone). */
const instant = z.iso.datetime({ offset: true });

/**
 * `POST /api/editor/pages/{site}/{id}/schedule` (issue 26, item 1): publish a named version at a time, or unpublish
 * the page at a time. The version is named, so no If-Match.
 */
export const scheduleBody = z.union([
  z.strictObject({ version: z.number().int().positive(), publishAt: instant }),
  z.strictObject({ unpublishAt: instant }),
]);
export type ScheduleBody = z.infer<typeof scheduleBody>;

/** A pending schedule as the API answers it (GET …/schedule, GET /api/editor/schedules?site=). */
export interface PageSchedule {
  id: number;
  site: string;
  pageId: string;
  action: 'publish' | 'unpublish';
  /** The version a publish makes live; null for an unpublish. */
  version: number | null;
  dueAt: string;
  createdBy: string;
  createdAt: string;
}

/** How far ahead a schedule may be set. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 3600_000;

/** `PUT /api/editor/pages/{site}/{id}/presence` (issue 26, item 9): who else has the page open, and when to renew. */
export interface PresenceAnswer {
  others: { name: string; since: string }[];
  renewInMs: number;
}
