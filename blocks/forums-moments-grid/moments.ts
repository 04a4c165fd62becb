/** Spec 3, 9: the forums moments grid shows 8 from offset 0, then 4 per click. */
export const FORUM_MOMENTS = { size: 8, offset: 0, perClick: 4 } as const;
export const FORUM_MOMENTS_TITLE = 'MOMENTOS IMPERDIBLES';
/** The forums' videos in the demo corpus. */
export const FORUM_VIDEOS_SECTION = 'foros-semana/videos';
