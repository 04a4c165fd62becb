import type { StoryDocument } from '../../contracts/ans';
import { paywallApiOrigin, paywallEnvironment, type PaywallEnvironment } from '../../contracts/paywall';
import type { RenderContext } from '../../runtime/types';
import { entitles, LOCKED_CONTENT_CODE, triggerLocks } from '../../contracts/entitlement';

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

/**
 * Whether the script could trigger on this page, so it needs the locked view at hand: the site publishes rules, the
 * story is not premium (the server's lock governs those), its path may lock, and the page was not rendered for a
 * subscriber (decision 0025), whom the script never stops.
 */
export function mayTrigger(paywall: PagePaywall, ctx: Pick<RenderContext, 'site' | 'reader' | 'path'>): boolean {
  if (!ctx.site.paywall.rules.length || paywall.c === LOCKED_CONTENT_CODE) return false;
  return triggerLocks(ctx.path, paywall.c, ctx.site.slug) && !entitles(ctx.reader?.subscriptionStatuses);
}
