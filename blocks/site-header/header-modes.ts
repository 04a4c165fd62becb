/** Spec 1, 2.3: the three header modes (no zod here, so code bound for the browser may import them). */
export const HEADER_MODES = ['Normal', 'Oscuro', 'Transparente'] as const;
export type HeaderMode = (typeof HEADER_MODES)[number];
