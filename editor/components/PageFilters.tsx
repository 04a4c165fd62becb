import { layoutLabel } from '../labels';
import type { PageFilter } from '../page-filter';

const STATES: [PageFilter['state'], string][] = [
  ['all', 'Todas'],
  ['draft', 'Borradores'],
  ['live', 'En línea'],
  ['shared', 'Compartidas'],
];
const SORTS: [PageFilter['sort'], string][] = [
  ['updated', 'Última edición'],
  ['title', 'Título'],
  ['route', 'Ruta'],
];

interface Props {
  filter: PageFilter;
  layouts: string[];
  onChange: (filter: PageFilter) => void;
}

/** The search, filters and order of the editor's page list (issue 25, 4). */
export function PageFilters({ filter, layouts, onChange }: Props) {
  const set = (part: Partial<PageFilter>) => onChange({ ...filter, ...part });
  return (
    <div className="ed-filters" role="search" aria-label="Buscar páginas">
      <label>
        Buscar{' '}
        <input
          type="search"
          value={filter.q}
          placeholder="Título o ruta"
          onChange={(e) => set({ q: e.target.value })}
        />
      </label>
      <label>
        Estado{' '}
        <select value={filter.state} onChange={(e) => set({ state: e.target.value as PageFilter['state'] })}>
          {STATES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Diseño{' '}
        <select value={filter.layout} onChange={(e) => set({ layout: e.target.value })}>
          <option value="">Todos</option>
          {layouts.map((l) => (
            <option key={l} value={l}>
              {layoutLabel(l)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Ordenar por{' '}
        <select value={filter.sort} onChange={(e) => set({ sort: e.target.value as PageFilter['sort'] })}>
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
