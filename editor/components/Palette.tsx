import { useState } from 'react';
import { blocksByFamily, type BlockEntry, type ContainerEntry } from '../catalogue';
import { PaletteContainers } from './PaletteContainers';

interface Props {
  onAdd: (entry: BlockEntry) => void;
  onAddContainer: (entry: ContainerEntry) => void;
  /** Storybook's address (the designers' catalogue), for the link to each block's stories. */
  storybookUrl?: string;
  /** The blocks this site offers this editor (issue 26, item 8); absent: all. */
  offered?: ReadonlySet<string>;
}

/** Storybook's id for `title: 'Bloques/<name>'`, which every block's stories use. */
export const storyHref = (base: string, name: string) => `${base.replace(/\/$/, '')}/?path=/docs/bloques-${name}--docs`;

/** The blocks an editor can add, grouped by family, with their Spanish description and a filter. */
export function Palette({ onAdd, onAddContainer, storybookUrl, offered }: Props) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const groups = blocksByFamily()
    .map((g) => ({
      ...g,
      blocks: g.blocks.filter(
        (b) => (!offered || offered.has(b.name)) && (!q || `${b.name} ${b.description}`.toLowerCase().includes(q)),
      ),
    }))
    .filter((g) => g.blocks.length > 0);
  return (
    <aside className="ed-palette" aria-label="Bloques disponibles">
      <h2>Bloques</h2>
      <input
        type="search"
        aria-label="Buscar bloques"
        placeholder="Buscar bloques"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <PaletteContainers onAdd={onAddContainer} query={q} />
      {groups.map((g) => (
        <details key={g.family} open={Boolean(q)}>
          <summary>
            {g.title} <small>({g.blocks.length})</small>
          </summary>
          <ul>
            {g.blocks.map((b) => (
              <li key={b.name} className="ed-palette__block">
                <strong>{b.description}</strong> <code>{b.name}</code>
                <div>
                  <button type="button" aria-label={`Añadir ${b.name}`} onClick={() => onAdd(b)}>
                    Añadir
                  </button>
                  {storybookUrl && (
                    <a href={storyHref(storybookUrl, b.name)} target="_blank" rel="noreferrer">
                      Ver en Storybook
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </aside>
  );
}
