import type { ReactNode } from 'react';
import { z } from 'zod';

export interface ContainerDefinition {
  name: string;
  slots: readonly string[];
  config: z.ZodObject;
  /** `config` is what `config` parsed (runtime/prepare-page.ts). */
  render: (slots: Record<string, ReactNode>, config: Record<string, unknown>) => ReactNode;
}

const twoColumnConfig = z
  .object({
    mobileRail: z
      .enum(['after-first', 'end'])
      .default('after-first')
      .meta({
        title: 'Columna derecha en móvil',
        description:
          "'after-first': tras el primer bloque de la columna principal (p. ej. 'Lo más leído' tras las primeras " +
          "notas de una portada); 'end': al final (tras el cuerpo de una nota)",
      }),
  })
  .meta({ title: 'Dos columnas', description: 'Columna principal y columna derecha' });

/** Layout containers editors can nest blocks in. Children are keyed by slot name. */
export const containers: Record<string, ContainerDefinition> = {
  'two-column': {
    name: 'two-column',
    slots: ['main', 'rail'],
    config: twoColumnConfig,
    // Below 1024px the rail is one column with the main one; where it goes is the editor's choice (ui/base.css).
    render: (slots, config) => (
      <div className="two-column" data-mobile-rail={twoColumnConfig.parse(config).mobileRail}>
        <div className="two-column__main">{slots.main}</div>
        <aside className="two-column__rail" aria-label="Columna lateral">
          {slots.rail}
        </aside>
      </div>
    ),
  },
};
