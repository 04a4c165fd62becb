import { useState } from 'react';
import { defaultConfig, type BlockEntry } from '../catalogue';
import { BlockForm } from '../form/BlockForm';
import { OptionsProvider, type LoadOptions } from '../form/options';
import { duplicateNode, insertNode, moveNode, nodeAt, removeNode, replacePage, setConfig } from '../page-tree';
import { isContainer, pointerOf, type NodePath, type PageDoc } from '../types';
import { usePageEditor } from '../use-page-editor';
import { ConflictDialog } from './ConflictDialog';
import { HistoryPanel } from './HistoryPanel';
import { JsonView } from './JsonView';
import { Palette } from './Palette';
import { Preview } from './Preview';
import { Toolbar, type Panel } from './Toolbar';
import { Tree } from './Tree';

interface Props {
  site: string;
  loaded: { page: PageDoc; etag: string };
  loadOptions: LoadOptions;
  storybookUrl?: string;
  onClose: () => void;
  /** Off in tests that look at the tree and form only. */
  preview?: boolean;
}

/** One page: its tree and the palette, the live preview, and the selected block's form (or the history). */
export function PageEditor({ site, loaded, loadOptions, storybookUrl, onClose, preview = true }: Props) {
  const editor = usePageEditor(site, loaded);
  const [selected, setSelected] = useState<NodePath | undefined>();
  const [panel, setPanel] = useState<Panel>('form');
  const { page, change } = editor;
  const node = selected && nodeAt(page, selected);
  const selectedPointer = selected && pointerOf(selected);

  /** A new block goes after the selected one, in its list; with nothing selected, at the end of the main area. */
  const add = (entry: BlockEntry) => {
    const list = selected ? selected.slice(0, -1) : ['areas', 'main'];
    const index = selected ? Number(selected[selected.length - 1]) + 1 : (page.areas.main?.length ?? 0);
    change((draft) =>
      insertNode(draft, list, index, { block: entry.name, version: entry.version, config: defaultConfig(entry) }),
    );
    setSelected([...list, index]);
    setPanel('form');
  };

  const blockErrors =
    selectedPointer && node && !isContainer(node)
      ? editor.errors
          .filter((e) => e.pointer.startsWith(`${selectedPointer}/config`))
          .map((e) => ({ ...e, pointer: e.pointer.slice(`${selectedPointer}/config`.length) }))
      : [];

  return (
    <OptionsProvider value={loadOptions}>
      <div className="ed-page">
        <Toolbar editor={editor} panel={panel} onPanel={setPanel} onClose={onClose} />
        <div className="ed-columns">
          <div className="ed-left">
            <Tree
              page={page}
              errors={editor.errors}
              selected={selectedPointer}
              onSelect={(path) => {
                setSelected(path);
                setPanel('form');
              }}
              onMove={(list, from, to) => change((d) => moveNode(d, list, from, to))}
              onDuplicate={(path) => change((d) => void duplicateNode(d, path))}
              onRemove={(path) => {
                change((d) => removeNode(d, path));
                setSelected(undefined);
              }}
            />
            <Palette onAdd={add} storybookUrl={storybookUrl} />
          </div>
          {preview && <Preview site={site} page={page} />}
          <div className="ed-right">
            {panel === 'history' ? (
              <HistoryPanel site={site} editor={editor} />
            ) : panel === 'json' ? (
              <JsonView
                key={JSON.stringify(page)}
                page={page}
                onApply={(next) => (setSelected(undefined), change(replacePage(next)))}
              />
            ) : node && !isContainer(node) ? (
              <BlockForm
                key={selectedPointer}
                block={node.block}
                config={node.config ?? {}}
                serverErrors={blockErrors}
                onChange={(config) => change((d) => setConfig(d, selected!, config))}
              />
            ) : (
              <p>Elige un bloque del árbol para editar su configuración.</p>
            )}
          </div>
        </div>
        <ConflictDialog editor={editor} />
      </div>
    </OptionsProvider>
  );
}
