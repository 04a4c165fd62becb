import type { StoryDocument } from '../../contracts/ans';
import { paywallApiOrigin, paywallEnvironment, type PaywallEnvironment } from '../../contracts/paywall';
import type { RenderContext } from '../../runtime/types';

/** The class of the `<template>` the paywall's locked view is cloned from (ui/paywall/locked-view.ts). */
export const LOCKED_VIEW_TEMPLATE_CLASS = 'paywall-locked-view';

/** What the paywall script is told about the story (spec 1, 3: contentType, section, customPageData ci and c). */
export interface PagePaywall {
  contentType: string;
  section: string;
  ci: string;
  c?: string;
}

export const pagePaywall = (story: StoryDocument): PagePaywall => ({
  contentType: story.type,
  section: story.taxonomy.primary_section._id,
  ci: story._id,
  c: story.content_restrictions?.content_code,
});

/** The article body's `data-paywall`: the story's facts and the endpoints of this build environment (S2-328). */
export interface PaywallAttribute extends PagePaywall {
  environment: PaywallEnvironment;
  apiOrigin: string;
}

export function paywallAttribute(paywall: PagePaywall, ctx: Pick<RenderContext, 'environment' | 'site'>): string {
  const site = ctx.site.paywall;
  const environment = paywallEnvironment(ctx.environment ?? 'localhost', site);
  const value: PaywallAttribute = {
    ...paywall,
    environment,
    apiOrigin: paywallApiOrigin(environment, site.apiOrigins),
  };
  return JSON.stringify(value);
}
