import { createContext, useContext, type ReactNode } from 'react';

/**
 * True while an island hydrates over the server's HTML (runtime/client/hydrate.ts); false on the server, in Storybook
 * and in tests, which render from the whole data.
 */
export const HydratingIsland = createContext(false);

/** One object for every render: React then never writes the empty HTML over what the server sent. */
const KEEP = { __html: '' };
/** The wrapper lays nothing out: its children sit in the parent's flow or grid as if it were not there. */
const CONTENTS = { display: 'contents' } as const;

/**
 * A part of an island that needs no JavaScript: the server renders it; on hydration it keeps the server's markup and
 * renders nothing, so the island's data need not carry what it shows (the block's `islandData` leaves it out).
 */
export function ServerHtml({ children }: { children: ReactNode }) {
  if (useContext(HydratingIsland))
    return <div style={CONTENTS} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  return <div style={CONTENTS}>{children}</div>;
}
