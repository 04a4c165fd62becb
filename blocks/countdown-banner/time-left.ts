/** Spec 3, 9: the counters refresh every second. */
export const TICK_MS = 1000;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Days, hours, minutes and seconds until `target`; null once it has come (spec 3, 4: counting, then finished). */
export function timeLeft(target: string, now: number): TimeLeft | null {
  const ms = Date.parse(target) - now;
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
