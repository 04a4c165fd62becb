/** Spec 3, 9: the forums old grid shows 9 from offset 1 (the first is the current forum), then 6 per click. */
export const PREVIOUS_FORUMS = { size: 9, offset: 1, perClick: 6 } as const;
export const PREVIOUS_FORUMS_TITLE = 'FOROS ANTERIORES';
/** The forums' own section in the demo corpus and on forossemana.com. */
export const FORUMS_SECTION = 'foros-semana';
