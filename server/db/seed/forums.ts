import type { PlanEntry } from './plan';

/** The site whose corpus carries the forums (issue 13, 1): its events, the next ones and their videos. */
export const FORUMS_SITE = 'foros-semana';

/** Where the forums live: the past events, the announced ones and the videos of their best moments. */
export const FORUM_SECTIONS = {
  events: { path: '/foros-semana', name: 'Foros Semana' },
  next: { path: '/foros-semana/proximos-foros', name: 'Próximos foros' },
  videos: { path: '/foros-semana/videos', name: 'Videos Foros Semana' },
} as const;

/** The sentence bank of each (./banks/foros.ts): a report, an announcement, a quote. */
const BANKS = { events: 'foros-semana', next: 'foros-semana-proximos', videos: 'foros-semana-videos' } as const;

/**
 * Enough for the forums blocks to page: 20 past forums ('FOROS ANTERIORES' shows 9 after the hero gallery's 5, then 6
 * more), 4 announced ones (the next-forums carousel) and 20 videos ('MOMENTOS IMPERDIBLES' shows 8 after the 6 of
 * 'Esto dijo...', then 4 and 2).
 */
const COUNTS = { events: 20, next: 4, videos: 20 };

/** Each kind in its own section only, so a section's list holds nothing of the others. */
export function forumPlan(): PlanEntry[] {
  const entry = (kind: 'story' | 'video', where: keyof typeof FORUM_SECTIONS): PlanEntry => ({
    kind,
    bank: BANKS[where],
    archived: false,
    sections: [FORUM_SECTIONS[where]],
  });
  return [
    ...Array.from({ length: COUNTS.events }, () => entry('story', 'events')),
    // The announced forums start 9, 23, 37 and 51 days after the seed's day: the home's countdown is true any day.
    ...Array.from({ length: COUNTS.next }, (_, k) => ({ ...entry('story', 'next'), eventInDays: 9 + 14 * k })),
    ...Array.from({ length: COUNTS.videos }, () => entry('video', 'videos')),
  ];
}

/** The forums site has fewer stories of each secondary section, so its corpus stays the size of the others. */
export const otherBankStories = (site: string) => (site === FORUMS_SITE ? 8 : 10);
