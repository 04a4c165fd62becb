/** The announced forums in the demo corpus: a subsection of the forums'. */
export const NEXT_FORUMS_SECTION = 'foros-semana/proximos-foros';
/** Spec 3, 2: the label of each forum's button. */
export const MORE_INFO = 'Más información';
