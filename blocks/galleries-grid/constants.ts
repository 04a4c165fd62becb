/** Spec 3, 9: the galleries grid loads 12 at a time, the first load from offset 9. */
export const GALLERIES_PER_LOAD = 12;
export const GALLERIES_FIRST_OFFSET = 9;
/** Without a configured section: the galleries section. */
export const GALLERIES_SECTION = 'galerias';
