/** Spec 3, 2 and 9: 'Esto dijo...', 6 videos, the title linking to the forums' videos page unless one is set. */
export const RELATED_VIDEOS = { title: 'Esto dijo...', link: '/foros-semana/videos', size: 6 } as const;
/** The forums' videos in the demo corpus. */
export const RELATED_VIDEOS_SECTION = 'foros-semana/videos';
