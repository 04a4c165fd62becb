import { useState } from 'react';
import { defaultConfig, type BlockEntry, type ContainerEntry } from '../catalogue';
import { BlockForm } from '../form/BlockForm';
import { OptionsProvider, PickerSiteProvider, type LoadOptions } from '../form/options';
import { newNodeId, withNodeIds } from '../../runtime/node-ids';
import {
  duplicateNode,
  insertNode,
  moveNode,
  moveNodeTo,
  nodeAt,
  pathOfId,
  removeNode,
  replacePage,
  setConfig,
  setLayout,
} from '../page-tree';
import { isContainer, pointerOf, type NodePath, type PageDoc, type PageNode } from '../types';
import { useUnsavedGuard } from '../leave-guard';
import { useAutosave } from '../use-autosave';
import { usePageEditor } from '../use-page-editor';
import { changedField } from '../same-content';
import { ConflictDialog } from './ConflictDialog';
import { HistoryPanel } from './HistoryPanel';
import { JsonView } from './JsonView';
import { Palette } from './Palette';
import { PageSettings } from './PageSettings';
import { SharePanel } from './SharePanel';
import { useOfferedBlocks } from '../use-offered-blocks';
import { Preview } from './Preview';
import { Toolbar, type Panel } from './Toolbar';
import { Tree } from './Tree';
import { useMe } from '../use-me';
import { usePageReviews } from '../use-page-reviews';
import { MoreActions } from './MoreActions';
import { RequestPublication } from './RequestPublication';
import { ReviewBanner } from './ReviewBanner';
import { isGroupRef } from '../../runtime/group-refs';
import { useGroupList } from '../use-groups';
import { NodeReuse } from './NodeReuse';
import { PaletteGroups } from './PaletteGroups';
import { SaveTemplate } from './SaveTemplate';

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
  const offered = useOfferedBlocks(site);
  useAutosave(site, editor);
  useUnsavedGuard(editor.dirty, () => editor.save());
  // The selected node's id: it stays selected when it moves, and is dropped when an edit or undo removes it.
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [panel, setPanel] = useState<Panel>('form');
  const me = useMe(site);
  const reviews = usePageReviews(site, editor.page.id, editor.status);
  const { page, change } = editor;
  const selected = pathOfId(page, selectedId);
  const node = selected && nodeAt(page, selected);
  const selectedPointer = selected && pointerOf(selected);
  const select = (path: NodePath | undefined) => setSelectedId(path && nodeAt(page, path)?.id);

  const groups = useGroupList();
  /** New nodes go after the selected one, in its list; with nothing selected, at the end of the main area. */
  const insertAll = (nodes: PageNode[]) => {
    const list = selected ? selected.slice(0, -1) : ['areas', 'main'];
    const index = selected ? Number(selected[selected.length - 1]) + 1 : (page.areas.main?.length ?? 0);
    const placed = nodes.map((n) => ({ ...n, id: n.id ?? newNodeId() }));
    change((draft) => placed.forEach((n, i) => insertNode(draft, list, index + i, n)));
    setSelectedId(placed[0]?.id);
    setPanel('form');
  };
  const insert = (node: PageNode) => insertAll([{ ...node, id: newNodeId() }]);
  const add = (entry: BlockEntry) =>
    insert({ block: entry.name, version: entry.version, config: defaultConfig(entry) });
  // A container arrives with each of its slots, empty, ready to take blocks.
  const addContainer = (entry: ContainerEntry) =>
    insert({ container: entry.name, config: {}, children: Object.fromEntries(entry.slots.map((s) => [s, []])) });

  const blockErrors =
    selectedPointer && node && !isContainer(node)
      ? editor.errors
          .filter((e) => e.pointer.startsWith(`${selectedPointer}/config`))
          .map((e) => ({ ...e, pointer: e.pointer.slice(`${selectedPointer}/config`.length) }))
      : [];

  return (
    <OptionsProvider value={loadOptions}>
      <PickerSiteProvider value={site}>
        <div className="ed-page">
          <Toolbar
            site={site}
            editor={editor}
            panel={panel}
            onPanel={setPanel}
            onClose={onClose}
            publishButton={
              // Until /me answers, neither «Publicar» nor «Solicitar publicación»: an editor never sees the wrong one.
              !me ? (
                <></>
              ) : !me.mayPublish ? (
                <RequestPublication site={site} editor={editor} onRequested={reviews.reload} />
              ) : undefined
            }
            actions={<MoreActions site={site} editor={editor} me={me} onGone={onClose} />}
            extra={<SaveTemplate site={site} pageId={page.id} unsaved={editor.dirty} />}
          />
          <ReviewBanner latest={reviews.latest} />
          <div className="ed-columns">
            <div className="ed-left">
              <Tree
                page={page}
                errors={editor.errors}
                selected={selectedId}
                onSelect={(path) => {
                  select(path);
                  setPanel('form');
                }}
                onMove={(list, from, to) => change((d) => moveNode(d, list, from, to))}
                onMoveTo={(from, to, index) => change((d) => moveNodeTo(d, from, to, index))}
                onLayout={(layout) => change((d) => setLayout(d, layout))}
                onDuplicate={(path) => change((d) => void duplicateNode(d, path))}
                onRemove={(path) => {
                  change((d) => removeNode(d, path));
                  setSelectedId(undefined);
                }}
              />
              <Palette onAdd={add} onAddContainer={addContainer} storybookUrl={storybookUrl} offered={offered} />
              <PaletteGroups groups={groups.groups} onInsert={insertAll} />
            </div>
            {preview && (
              <Preview
                site={site}
                page={page}
                selectedId={selectedId}
                onSelect={(id) => (setSelectedId(id), setPanel('form'))}
              />
            )}
            <div className="ed-right">
              {panel === 'history' ? (
                <HistoryPanel site={site} editor={editor} />
              ) : panel === 'settings' ? (
                <PageSettings site={site} editor={editor} />
              ) : panel === 'share' ? (
                <SharePanel site={site} editor={editor} />
              ) : panel === 'json' ? (
                <JsonView
                  key={JSON.stringify(page)}
                  page={page}
                  onApply={(next) => (setSelectedId(undefined), change(replacePage(withNodeIds(next))))}
                />
              ) : node && isGroupRef(node) ? null : node && !isContainer(node) ? (
                <BlockForm
                  key={selectedId}
                  block={node.block}
                  config={node.config ?? {}}
                  serverErrors={blockErrors}
                  onChange={(config) =>
                    // Typing in one field is one undo step: the change names the field it edits.
                    change((d) => setConfig(d, selected!, config), changedField(selectedPointer, node.config, config))
                  }
                />
              ) : (
                <p>Elige un bloque del árbol para editar su configuración.</p>
              )}
              {panel === 'form' && node && selected && (
                <NodeReuse site={site} page={page} node={node} path={selected} onGroupSaved={groups.reload} />
              )}
            </div>
          </div>
          <ConflictDialog editor={editor} />
        </div>
      </PickerSiteProvider>
    </OptionsProvider>
  );
}
