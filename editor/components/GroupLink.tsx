import { parseGroupRef } from '../../runtime/group-refs';
import { usePickerSite } from '../form/options';
import { editorPath } from '../route';

/** «Editar grupo»: the linked group's own screen, seen from the page's site. */
export function GroupLink({ groupRef }: { groupRef: string }) {
  const site = usePickerSite();
  const named = parseGroupRef(groupRef);
  if (!named || !site) return null;
  return (
    <a
      className="ed-button ed-button--quiet"
      href={editorPath({ site, view: 'group', id: named.id, owner: named.site })}
    >
      Editar grupo
    </a>
  );
}
