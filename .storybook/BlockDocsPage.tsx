// The docs page of every stories file (autodocs): for a block, what the editor's catalogue knows of it — its
// description, family, fields with their limits and defaults, the content it reads, how it hydrates and what its
// JavaScript costs — above its stories. Layouts and the editor's form get the plain page.
import { Controls, Description, Heading, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { FAMILIES, type BlockEntry } from '../editor/catalogue';
import type { Hydrate } from '../runtime/define-block';
import type { BlockFacts } from './block-facts-types';
import { blockOfFile, fieldsOf, limitsText, typeText } from './block-fields';

const WHEN: Record<Hydrate, string> = {
  load: 'en cuanto carga la página',
  idle: 'cuando el navegador queda libre',
  visible: 'cuando entra en pantalla',
  interaction: 'con el primer clic del lector',
};

function browserText(fact: BlockFacts | undefined): string {
  if (!fact?.hydrate) return 'Solo HTML del servidor: no envía JavaScript.';
  const cost =
    fact.islandKb === null
      ? ''
      : ` Su código propio pesa ${fact.islandKb} KB (brotli), sin React, que comparten todas las islas.`;
  return `Isla interactiva: se hidrata ${WHEN[fact.hydrate]}.${cost}`;
}

const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

function BlockFacts({ entry }: { entry: BlockEntry }) {
  const fact = typeof __BLOCK_FACTS__ === 'undefined' ? undefined : __BLOCK_FACTS__[entry.name];
  const required = new Set(entry.config.required ?? []);
  return (
    <>
      <ul>
        <li>
          Familia: {FAMILIES[entry.family] ?? entry.family} · nombre en la página: <code>{entry.name}</code> · versión{' '}
          {entry.version}
        </li>
        <li>
          Contenido que lee:{' '}
          {fact?.sources.length ? fact.sources.map((s) => <code key={s}>{s} </code>) : 'ninguna fuente de contenido'}
          {fact?.query.length ? ` · de la dirección: ${fact.query.map((q) => `?${q}=`).join(', ')}` : ''}
        </li>
        <li>En el navegador: {browserText(fact)}</li>
      </ul>
      <Heading>Configuración</Heading>
      <table>
        <thead>
          <tr>
            <th>Campo</th>
            <th>Título</th>
            <th>Tipo</th>
            <th>Límites</th>
            <th>Por defecto</th>
            <th>Descripción</th>
          </tr>
        </thead>
        <tbody>
          {fieldsOf(entry).map(([key, field]) => (
            <tr key={key}>
              <td>
                <code>{key}</code>
              </td>
              <td>{field.title}</td>
              <td>{typeText(field)}</td>
              <td>{limitsText(field)}</td>
              <td>{required.has(key) && field.default === undefined ? 'obligatorio' : shown(field.default)}</td>
              <td>{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function BlockDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const entry = blockOfFile(preparedMeta.parameters.fileName);
  return (
    <>
      <Title />
      {entry ? <Subtitle>{entry.description}</Subtitle> : <Description of="meta" />}
      {entry && <BlockFacts entry={entry} />}
      <Heading>Vista principal</Heading>
      <Primary />
      <Controls />
      <Stories title="Historias" includePrimary={false} />
    </>
  );
}
