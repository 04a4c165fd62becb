/**
 * The layouts a page config may name (`layout`); layouts/index.tsx holds one component for each. Spec 3, 2: empty
 * (`bare`), landing, ForosSemana, {product} (the Mujeres magazine), Soho, ElPais and SemanaDefault (`default`).
 */
export const layoutNames = ['default', 'bare', 'landing', 'foros-semana', 'product', 'soho', 'elpais'] as const;

export type LayoutName = (typeof layoutNames)[number];
