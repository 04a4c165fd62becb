import { useEffect, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { TICK_MS, timeLeft, type TimeLeft } from './time-left';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

const units: { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: 'Días' },
  { key: 'hours', label: 'Horas' },
  { key: 'minutes', label: 'Minutos' },
  { key: 'seconds', label: 'Segundos' },
];

/** Counts down to the event; the server renders the request's time, the browser then ticks every second. */
export function CountdownBanner({ config, data, ctx }: BlockProps<Config, Data | null>) {
  const [now, setNow] = useState(ctx.now);
  const left = timeLeft(data?.targetDate ?? config.targetDate, now);
  const counting = left !== null;
  useEffect(() => {
    // The page may have been cached a while ago: the reader's own clock decides, then ticks while counting.
    const tick = () => setNow(Date.now());
    tick();
    if (!counting) return;
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  const body = (
    <>
      {config.title && <p className="countdown-banner__title">{config.title}</p>}
      {data?.event && <p className="countdown-banner__event">{data.event}</p>}
      {left ? (
        <dl className="countdown-banner__units" aria-live="off">
          {units.map(({ key, label }) => (
            <div key={key} className="countdown-banner__unit">
              <dt>{label}</dt>
              <dd data-unit={key}>{String(left[key]).padStart(2, '0')}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="countdown-banner__done">El evento ha comenzado</p>
      )}
    </>
  );
  const href = safeLink(data?.link ?? config.link);
  return (
    <section className="countdown-banner" aria-label={config.title ?? 'Cuenta regresiva'}>
      {href ? (
        <a className="countdown-banner__link" href={href}>
          {body}
        </a>
      ) : (
        body
      )}
    </section>
  );
}
