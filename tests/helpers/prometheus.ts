/** One sample of Prometheus' text format, e.g. `cache_lookups_total{cache="source",result="hit"}` (0 when absent). */
export function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.slice(0, l.indexOf('}')).includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
