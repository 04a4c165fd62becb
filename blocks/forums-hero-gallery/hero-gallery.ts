/** Spec 3, 9: the forums hero gallery moves on every 5000 ms and loops. */
export const HERO_GALLERY_AUTOPLAY_MS = 5000;
/** The forums' own section in the demo corpus and on forossemana.com. */
export const HERO_GALLERY_SECTION = 'foros-semana';
