/**
 * Ad size groups and their minimum heights (spec 1, 9). Every slot reserves its group's minimum
 * height, so a filling ad never pushes the text the reader is on.
 */
export const AD_SIZES = ['GP1', 'GP2', 'GP3', 'GP4', 'GP5', 'GP6', 'GP7', 'GP8', 'GP9', 'INREAD'] as const;
export type AdSize = (typeof AD_SIZES)[number];

export const AD_DISPLAYS = ['desktop', 'mobile', 'all'] as const;
export type AdDisplay = (typeof AD_DISPLAYS)[number];

const MIN_HEIGHTS: Record<AdSize, number> = {
  GP1: 100,
  GP2: 250,
  GP3: 300,
  GP4: 600,
  GP5: 250,
  GP6: 250,
  GP7: 480,
  GP8: 300,
  GP9: 250,
  // The spec gives INREAD no height. An in-read video plays at 16:9 in a column about 450px
  // wide, so 250px is reserved, the same as the in-article group GP5.
  INREAD: 250,
};

export function minHeight(size: AdSize): number {
  return MIN_HEIGHTS[size];
}

/**
 * Named ad formats (width × height) the slots ask the ad network for, with fixed heights from
 * 50 to 600 (spec 1, 9). A group accepts the formats that are at least as wide as they are tall
 * for its reservation; creatives taller than the reservation are handled by the loader.
 */
export const AD_FORMATS = {
  banner: [320, 50],
  largeBanner: [320, 100],
  leaderboard: [728, 90],
  billboard: [970, 250],
  mediumRectangle: [300, 250],
  largeRectangle: [336, 280],
  halfPage: [300, 600],
  portrait: [300, 480],
  square: [300, 300],
} as const satisfies Record<string, readonly [number, number]>;

export type AdFormat = keyof typeof AD_FORMATS;

const GROUP_FORMATS: Record<AdSize, AdFormat[]> = {
  GP1: ['largeBanner', 'leaderboard', 'banner'],
  GP2: ['mediumRectangle', 'billboard'],
  GP3: ['square', 'mediumRectangle'],
  GP4: ['halfPage', 'mediumRectangle'],
  GP5: ['mediumRectangle', 'largeRectangle'],
  GP6: ['mediumRectangle', 'billboard'],
  GP7: ['portrait', 'mediumRectangle'],
  GP8: ['square', 'mediumRectangle'],
  GP9: ['mediumRectangle', 'largeRectangle'],
  INREAD: ['mediumRectangle', 'largeRectangle'],
};

/** The formats a slot of this group may show, as [width, height] pairs. */
export function formatsFor(size: AdSize): [number, number][] {
  return GROUP_FORMATS[size].map((name) => [...AD_FORMATS[name]]);
}
