import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { blocks, defaultConfig } from '../catalogue';
import { BlockForm } from './BlockForm';
import { OptionsProvider } from './options';
// The editor's stylesheet as text, mounted with the story only: it styles bare elements (body, button, input), which
// would leak into the block stories if imported globally.
import editorCss from '../editor.css?inline';

/** Sections and collections the pickers offer here (the editor asks the API for the site's). */
const loadOptions = async (kind: 'section' | 'collection') =>
  kind === 'section'
    ? ['nacion', 'politica', 'economia'].map((value) => ({ value, label: value }))
    : ['portada', 'ultimas'].map((value) => ({ value, label: value }));

/** The editor's config form of one block, generated from its JSON Schema: the same component as in /_editor/. */
function Form({ block }: { block: string }) {
  const entry = blocks.find((b) => b.name === block)!;
  const [config, setConfig] = useState(() => defaultConfig(entry));
  return (
    <OptionsProvider value={loadOptions}>
      <BlockForm key={block} block={block} config={config} onChange={setConfig} />
      <pre>{JSON.stringify(config, null, 2)}</pre>
    </OptionsProvider>
  );
}

const meta = {
  title: 'Editor/Formulario de bloque',
  component: Form,
  args: { block: 'latest-articles-grid' },
  argTypes: { block: { control: 'select', options: blocks.map((b) => b.name) } },
  decorators: [
    (Story) => (
      <>
        <style>{editorCss}</style>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick any block in the controls; feedSize 60 shows validate's refusal. */
export const AnyBlock: Story = { name: 'Cualquier bloque' };
export const LabelChips: Story = { name: 'Etiquetas', args: { block: 'label-chips' } };
