import { useState } from 'react';
import { schedulesApi } from '../api-schedules';
import { schedulesChanged } from '../schedules-changed';
import { zoneOf } from '../site-zone';
import { useMayPublish } from '../use-may-publish';
import { useSchedules } from '../use-schedules';
import { scheduleText } from './ScheduleNote';

/** The page's pending schedules in the history panel, with «Cancelar» for those who publish. */
export function PendingSchedules({ site, id }: { site: string; id: string }) {
  const schedules = useSchedules(site, id);
  const mayPublish = useMayPublish(site);
  const [problem, setProblem] = useState('');
  if (!schedules.length) return null;
  const cancel = () =>
    schedulesApi.cancel(site, id).then(
      () => {
        setProblem('');
        schedulesChanged();
      },
      (e: Error) => setProblem(e.message),
    );
  return (
    <section className="ed-pending" aria-label="Programado">
      <h3>Programado</h3>
      <ul>
        {schedules.map((s) => (
          <li key={s.id}>
            {scheduleText(s, zoneOf(site))}
            {s.version !== null && ` (versión ${s.version})`}
          </li>
        ))}
      </ul>
      {mayPublish && (
        <button type="button" className="ed-button" onClick={() => void cancel()}>
          Cancelar
        </button>
      )}
      {problem && <p className="ed-error">{problem}</p>}
    </section>
  );
}
