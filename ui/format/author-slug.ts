/**
 * Author slug for /autor/{slug}/ links (spec 1, 2.2 and spec 3, 2): lowercased, accents stripped,
 * spaces to hyphens, other non-word characters removed, repeated hyphens collapsed.
 */
export function authorSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
