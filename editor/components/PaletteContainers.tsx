import { containerEntries, type ContainerEntry } from '../catalogue';
import { areaLabel } from '../labels';

interface Props {
  onAdd: (entry: ContainerEntry) => void;
  /** The palette's filter, lower case: containers match it by name, title or slot. */
  query: string;
}

/** The containers the runtime declares (runtime/containers.tsx), with the slots a new one brings, empty. */
export function PaletteContainers({ onAdd, query }: Props) {
  const slots = (c: ContainerEntry) => c.slots.map(areaLabel).join(' y ');
  const shown = containerEntries.filter(
    (c) => !query || `${c.name} ${c.title} ${slots(c)}`.toLowerCase().includes(query),
  );
  if (!shown.length) return null;
  return (
    <section className="ed-palette__containers" aria-label="Contenedores">
      <h3>Contenedores</h3>
      <ul>
        {shown.map((c) => (
          <li key={c.name} className="ed-palette__block">
            <strong>{c.title}</strong> <small>({slots(c)})</small>
            <div>
              <button type="button" aria-label={`Añadir contenedor ${c.title}`} onClick={() => onAdd(c)}>
                Añadir
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
