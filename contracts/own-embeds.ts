/**
 * Our own demo pages that blocks frame where the demo sites used to name invented providers (issue 28, decision
 * 0102). Served by server/embeds; framable by our own pages only.
 */
export const OWN_EMBED_PATHS = {
  sportsAgenda: '/embed/agenda-deportiva/',
  assistant: '/embed/asistente/',
  preCount: '/embed/preconteo/',
} as const;
