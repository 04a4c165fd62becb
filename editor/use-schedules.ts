import { useEffect, useState } from 'react';
import { schedulesApi, type PageSchedule } from './api-schedules';
import { SCHEDULES_CHANGED } from './schedules-changed';

/** Pending schedules of a page (`id`) or of the whole site, reloaded when one is added or cancelled. */
export function useSchedules(site: string, id?: string): PageSchedule[] {
  const [list, setList] = useState<PageSchedule[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      (id ? schedulesApi.ofPage(site, id) : schedulesApi.ofSite(site)).then(
        (l) => live && setList(Array.isArray(l) ? l : []),
        () => live && setList([]),
      );
    void load();
    window.addEventListener(SCHEDULES_CHANGED, load);
    return () => {
      live = false;
      window.removeEventListener(SCHEDULES_CHANGED, load);
    };
  }, [site, id]);
  return list;
}
