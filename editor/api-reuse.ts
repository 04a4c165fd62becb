import { call, enc, etagOf, json, write } from './api';
import type { PageDoc, PageNode } from './types';

/**
 * Issue 26, items 4 and 5 (docs/editor-api.md): pages copied from another page or made from a template, templates,
 * and reusable block groups.
 */

/** Where a new page starts: another page (of any site the editor may edit) or a saved template. */
export type CopySource = { site: string; id: string } | { template: number };

export interface TemplateSummary {
  id: number;
  /** The site's own, or `shared`: every site sees it. */
  site: string;
  name: string;
  layout: string;
  createdBy: string;
}

export interface GroupSummary {
  site: string;
  id: string;
  name: string;
  version: number;
  published: boolean;
  draft: boolean;
}

export interface GroupDoc extends GroupSummary {
  nodes: PageNode[];
  /** What pages linking the group show readers; null until its first publish. */
  publishedNodes: PageNode[] | null;
  usedBy: { site: string; id: string; title: string }[];
}

export interface LoadedGroup {
  group: GroupDoc;
  etag: string;
}

const loaded = async (res: Response): Promise<LoadedGroup> => ({ group: await json<GroupDoc>(res), etag: etagOf(res) });
const groupPath = (site: string, id: string) => `/api/editor/groups/${enc(site)}/${enc(id)}`;

export const reuseApi = {
  copyPage: async (site: string, page: { id: string; route: string; from: CopySource }) =>
    json<PageDoc>(await call(`/api/editor/pages/${enc(site)}/copies`, write('POST', page))),
  templates: async (site: string) => json<TemplateSummary[]>(await call(`/api/editor/templates?site=${enc(site)}`)),
  saveTemplate: async (site: string, name: string, from: { site: string; id: string }) =>
    json<TemplateSummary>(await call(`/api/editor/templates/${enc(site)}`, write('POST', { name, from }))),
  deleteTemplate: async (site: string, id: number) =>
    void (await call(`/api/editor/templates/${enc(site)}/${id}`, write('DELETE', {}))),
  groups: async (site: string) => json<GroupSummary[]>(await call(`/api/editor/groups?site=${enc(site)}`)),
  group: async (site: string, id: string) => loaded(await call(groupPath(site, id))),
  createGroup: async (site: string, name: string, nodes: PageNode[]) =>
    loaded(await call(`/api/editor/groups/${enc(site)}`, write('POST', { name, nodes }))),
  saveGroup: async (site: string, id: string, body: { name: string; nodes: PageNode[] }, etag: string) =>
    loaded(await call(groupPath(site, id), write('PUT', body, etag))),
  publishGroup: async (site: string, id: string, etag: string) =>
    loaded(await call(`${groupPath(site, id)}/publish`, write('POST', {}, etag))),
};
