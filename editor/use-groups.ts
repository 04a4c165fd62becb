import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { reuseApi, type GroupSummary } from './api-reuse';

/** The block groups a page of the site may use (its own and shared), for the palette and the tree's group rows. */
export function useGroups(site: string) {
  const [groups, setGroups] = useState<GroupSummary[]>([]);
  const reload = useCallback(() => {
    let live = true;
    // A list that cannot load leaves the palette's «Grupos» empty; the page itself still edits.
    reuseApi.groups(site).then(
      (l) => live && setGroups(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site]);
  useEffect(reload, [reload]);
  return { groups, reload };
}

export type Groups = ReturnType<typeof useGroups>;

const GroupsContext = createContext<Groups>({ groups: [], reload: () => () => undefined });
/** Given by the page screen: the palette, the tree's group rows and «Guardar como grupo» share one list. */
export const GroupsProvider = GroupsContext.Provider;
export const useGroupList = () => useContext(GroupsContext);

/** `semana/cierre` → the group's name, or the reference itself when the list does not have it (yet). */
export function useGroupName(ref: string): string {
  const { groups } = useContext(GroupsContext);
  return groups.find((g) => `${g.site}/${g.id}` === ref)?.name ?? ref;
}
