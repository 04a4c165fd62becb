/** The layouts a page config may name (`layout`); layouts/index.tsx holds one component for each. */
export const layoutNames = ['default', 'bare'] as const;

export type LayoutName = (typeof layoutNames)[number];
