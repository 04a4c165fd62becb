import { useEffect, useState } from 'react';
import { api, type Option } from '../api';

/** The site's collections (`portada`, `ultimas`, …), each opened to order its stories. */
export function CollectionsList({ site, onOpen }: { site: string; onOpen: (id: string) => void }) {
  const [list, setList] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    api.options('collections', site).then(
      (o) => live && setList(o),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [site]);
  if (!list.length) return null;
  return (
    <section className="ed-collections" aria-labelledby="ed-collections-title">
      <h2 id="ed-collections-title">Colecciones del sitio</h2>
      <ul>
        {list.map((c) => (
          <li key={c.value}>
            <button type="button" onClick={() => onOpen(c.value)}>
              {c.label} <code>{c.value}</code>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
