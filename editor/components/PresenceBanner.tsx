import { usePresence } from '../use-presence';
import { zoneOf } from '../site-zone';
import { clockTime } from '../zoned-time';

const names = new Intl.ListFormat('es', { type: 'conjunction' });

/**
 * «Ana está editando esta página desde las 10:42» (issue 26, item 9): before anyone saves, so two editors know of each
 * other before the second save's 412. The status region is always there, so a screen reader announces the change.
 */
export function PresenceBanner({ site, id }: { site: string; id: string }) {
  const others = usePresence(site, id);
  const first = others[0];
  const who = names.format(others.map((o) => o.name));
  return (
    <div role="status" className={others.length ? 'ed-presence' : 'ed-presence ed-presence--empty'}>
      {first &&
        `${who} ${others.length === 1 ? 'está' : 'están'} editando esta página desde las ${clockTime(first.since, zoneOf(site))}.`}
    </div>
  );
}
