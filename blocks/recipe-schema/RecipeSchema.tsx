/** Structured data only (added to the head by the block): nothing shows on the page. */
export function RecipeSchema() {
  return null;
}
