import { createContext, useContext, useEffect, useState } from 'react';
import type { Option } from '../api';

/**
 * Where the pickers get the values that exist (the site's sections and collections): the editor asks the API, a
 * story or a test gives its own list.
 */
export type LoadOptions = (kind: 'section' | 'collection') => Promise<Option[]>;

const OptionsContext = createContext<LoadOptions>(async () => []);
export const OptionsProvider = OptionsContext.Provider;

/** The options of one kind, loaded once per picker; an answer that fails leaves the list empty (free text still works). */
export function useOptions(kind: 'section' | 'collection'): Option[] {
  const load = useContext(OptionsContext);
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    load(kind)
      .then((o) => live && setOptions(o))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [load, kind]);
  return options;
}
