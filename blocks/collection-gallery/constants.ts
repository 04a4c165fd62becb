/** Spec 3, 2: each click on the collection-based gallery's button adds 6 galleries. */
export const COLLECTION_GALLERY_STEP = 6;
