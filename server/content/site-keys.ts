/** The kinds of list a story belongs to within its site: sections, tags and authors. */
export type SiteKeyKind = 's' | 't' | 'a';

/** 'semana:s:/nacion' — the form of the `site_keys` column (server/db/schema.ts). */
export function siteKey(site: string, kind: SiteKeyKind, value: string): string {
  return `${site}:${kind}:${value}`;
}

export function siteKeys(site: string, lists: { sections: string[]; tags: string[]; authors: string[] }): string[] {
  return [
    ...lists.sections.map((v) => siteKey(site, 's', v)),
    ...lists.tags.map((v) => siteKey(site, 't', v)),
    ...lists.authors.map((v) => siteKey(site, 'a', v)),
  ];
}
