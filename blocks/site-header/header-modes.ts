/** Spec 1, 2.3: the three header modes. No zod here: the component imports it in the browser. */
export const HEADER_MODES = ['Normal', 'Oscuro', 'Transparente'] as const;
export type HeaderMode = (typeof HEADER_MODES)[number];
