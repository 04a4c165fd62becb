/**
 * The only sizes the resizer serves (arbitrary sizes would be a denial-of-service door).
 * `fill` crops to the ratio; `intrinsic` keeps the original ratio at that width.
 * Breakpoints index these lists (spec 1, 3): sm 0, md 1, lg 2, xl 3. Default ratio 16:9.
 */
export const FILL_SIZES = ['400x225', '768x432', '1024x576', '1280x720'] as const;
export const INTRINSIC_SIZES = ['400x0', '768x0', '1024x0', '1280x0'] as const;
export const SQUARE_SIZES = ['96x96', '200x200'] as const;
export const ALLOWED_SIZES: readonly string[] = [...FILL_SIZES, ...INTRINSIC_SIZES, ...SQUARE_SIZES];
export const BREAKPOINTS = { sm: 0, md: 1, lg: 2, xl: 3 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Spec 1, 3 (S1-140): the rendition a breakpoint names in an `images_data` list ('sm' → the first … 'xl' → the fourth). */
export const renditionAt = <T>(list: readonly T[], breakpoint: Breakpoint): T | undefined =>
  list[BREAKPOINTS[breakpoint]];

/** `/images/{id}/{width}x{height}.jpg`; height 0 keeps the ratio. */
export function imageUrl(id: string, size: string): string {
  return `/images/${id}/${size}.jpg`;
}

/** The `images_data` lists an ANS image carries for an image id. */
export function imagesData(id: string) {
  return {
    intrinsic: INTRINSIC_SIZES.map((size) => ({ url: imageUrl(id, size), size })),
    fill: FILL_SIZES.map((size) => ({ url: imageUrl(id, size), size })),
  };
}
