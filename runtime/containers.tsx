import type { ReactNode } from 'react';
import { z } from 'zod';

export interface ContainerDefinition {
  name: string;
  slots: readonly string[];
  config: z.ZodObject;
  render: (slots: Record<string, ReactNode>) => ReactNode;
}

/** Layout containers editors can nest blocks in. Children are keyed by slot name. */
export const containers: Record<string, ContainerDefinition> = {
  'two-column': {
    name: 'two-column',
    slots: ['main', 'rail'],
    config: z.object({}).meta({ title: 'Dos columnas', description: 'Columna principal y columna derecha' }),
    render: (slots) => (
      <div className="two-column">
        <div className="two-column__main">{slots.main}</div>
        <aside className="two-column__rail" aria-label="Columna lateral">
          {slots.rail}
        </aside>
      </div>
    ),
  },
};
