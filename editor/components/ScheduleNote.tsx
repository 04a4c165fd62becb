import type { PageSchedule } from '../api-schedules';
import { dayAndTime } from '../zoned-time';

/** «Se publica el 28 de nov. a las 20:00» / «Se despublica el …», in the site's zone. */
export const scheduleText = (s: PageSchedule, zone: string) =>
  `${s.action === 'publish' ? 'Se publica' : 'Se despublica'} el ${dayAndTime(s.dueAt, zone)}`;

export function ScheduleNote({ schedules, zone }: { schedules: PageSchedule[]; zone: string }) {
  if (!schedules.length) return null;
  return (
    <ul className="ed-schedules">
      {schedules.map((s) => (
        <li key={s.id} className="ed-badge ed-badge--scheduled">
          {scheduleText(s, zone)}
        </li>
      ))}
    </ul>
  );
}
