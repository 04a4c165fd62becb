import { defineBlock } from '../../runtime/define-block';
import { hasSection, sectionIds } from '../../contracts/ans';
import { RecipeSchema } from './RecipeSchema';
import { config, type Data } from './config';
import { projectRecipe, recipeJsonLd } from './recipe-json-ld';

/** Spec 1, 2.1: a variation of the default article, for stories in /recetas only. */
export const RECIPES_SECTION = '/recetas';

export default defineBlock({
  name: 'recipe-schema',
  description: 'Datos estructurados de receta para las notas de /recetas',
  version: 1,
  config,
  // Elsewhere the data is null and the runtime leaves the block (and its head tags) out.
  async fetch(_config, { story }): Promise<Data | null> {
    if (!story || !hasSection(sectionIds(story), RECIPES_SECTION)) return null;
    return projectRecipe(story);
  },
  head: (_config, data, ctx) => ({ jsonLd: [recipeJsonLd(data, ctx)] }),
  component: RecipeSchema,
  interactive: false,
});
