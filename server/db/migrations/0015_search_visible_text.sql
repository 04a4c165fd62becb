-- Search indexes only what a visitor may read (issue 10, 14): a story the paywall locks (content code '3', outside the
-- paths that never lock: server/paywall/decide-access.ts) keeps its headline, subheadline and description, not its
-- body. New rows get this from searchText(); the rows already stored are re-indexed here (the generated "search"
-- column follows "search_text"). The folding is searchText's (accents stripped, lower case) for the letters Spanish
-- writes; translate() first, because lower() in the C locale changes only ASCII letters.
UPDATE "content" SET "search_text" = left(
  lower(translate(
    concat_ws(' ' || chr(10),
      nullif(doc->'headlines'->>'basic', ''),
      nullif(doc->'subheadlines'->>'basic', ''),
      nullif(doc->'description'->>'basic', '')),
    'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ',
    'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncyy')),
  100000)
WHERE doc->'content_restrictions'->>'content_code' = '3'
  AND position('/semanaplay' in "canonical_url") = 0
  AND position('/hablan-las-marcas' in "canonical_url") = 0
  AND position('/mejor-colombia' in "canonical_url") = 0
  AND position('/especiales' in "canonical_url") = 0
  AND position('/foros-semana' in "canonical_url") = 0
  AND position('/' || coalesce(doc->>'canonical_website', 'semana') || '-tv' in "canonical_url") = 0;
