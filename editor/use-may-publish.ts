import { useMe } from './use-me';

/** Whether the signed-in account publishes on `site` (GET /api/editor/me): publishers and admins schedule. */
export const useMayPublish = (site: string): boolean => useMe(site)?.mayPublish === true;
