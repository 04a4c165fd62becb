import { BOOT_ELEMENT_ID, type Boot } from './boot';

const DEFAULT_ZONE = 'America/Bogota';
let zones: Map<string, string> | undefined;

/** The site's time zone (sites/*.json `timezone`, sent in the editor's boot data); Bogotá when unknown. */
export function zoneOf(site: string): string {
  if (!zones) {
    const text = typeof document === 'undefined' ? '' : (document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '');
    const boot = (text ? JSON.parse(text) : {}) as Partial<Boot>;
    zones = new Map((boot.sites ?? []).map((s) => [s.slug, s.timezone ?? DEFAULT_ZONE]));
  }
  return zones.get(site) ?? DEFAULT_ZONE;
}
