import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

/**
 * 'Actualizaciones' (spec 1, 2.4): each entry links to its time element in the live body. A plain
 * fragment link scrolls there with no JavaScript; the stylesheet makes the scroll smooth.
 */
export function LiveUpdatesTimeline({ data }: BlockProps<Config, Data>) {
  return (
    <nav className="live-updates-timeline" aria-labelledby="live-updates-timeline-title">
      <h2 id="live-updates-timeline-title" className="live-updates-timeline__title">
        Actualizaciones
      </h2>
      <ol className="live-updates-timeline__list">
        {data.items.map((entry) => (
          <li key={entry.anchor} className="live-updates-timeline__item">
            <a href={`#${entry.anchor}`}>
              <span className="live-updates-timeline__time">{entry.time}</span>{' '}
              {entry.title && <span className="live-updates-timeline__text">{entry.title}</span>}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
