import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { Option } from '../api';
import { sectionKey } from '../tree-summary';

/**
 * Where the pickers get the values that exist (the site's sections and collections): the editor asks the API, a
 * story or a test gives its own list.
 */
export type LoadOptions = (kind: 'section' | 'collection') => Promise<Option[]>;

const OptionsContext = createContext<LoadOptions>(async () => []);
export const OptionsProvider = OptionsContext.Provider;

/** The site the pickers search (stories, a collection's preview): the page's own. */
const SiteContext = createContext('');
export const PickerSiteProvider = SiteContext.Provider;
export const usePickerSite = () => useContext(SiteContext);

/**
 * One request per loader and kind however many rows and fields ask (every tree row names its sections): kept by the
 * loader itself, so a new site (a new loader) asks again and nothing outlives the editor that made it.
 */
const asked = new WeakMap<LoadOptions, Map<string, Promise<Option[]>>>();
function once(load: LoadOptions, kind: 'section' | 'collection'): Promise<Option[]> {
  const mine = asked.get(load) ?? new Map<string, Promise<Option[]>>();
  asked.set(load, mine);
  if (!mine.has(kind))
    mine.set(
      kind,
      // A failed answer is not kept: the next picker asks again.
      load(kind).catch((e: unknown) => {
        mine.delete(kind);
        throw e;
      }),
    );
  return mine.get(kind)!;
}

/** The options of one kind; an answer that fails leaves the list empty (free text still works). */
export function useOptions(kind: 'section' | 'collection'): Option[] {
  const load = useContext(OptionsContext);
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    once(load, kind)
      .then((o) => live && setOptions(o))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [load, kind]);
  return options;
}

/** Sections and collections by the names editors know them, for the tree's rows. */
export function useNames(): { section: Map<string, string>; collection: Map<string, string> } {
  const sections = useOptions('section');
  const collections = useOptions('collection');
  return useMemo(
    () => ({
      section: new Map(sections.map((o) => [sectionKey(o.value), o.label])),
      collection: new Map(collections.map((o) => [o.value, o.label])),
    }),
    [sections, collections],
  );
}
