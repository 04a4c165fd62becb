import { z } from 'zod';
import { ansElement, ansImage, type AnsElement } from '../../../contracts/ans';
import { projectFigure } from '../figure';
import { projectRichElement } from './project-rich';
import type { BodyElement, HeaderLevel, ListElement, ListItem } from './types';

/**
 * ANS body elements to what the body renders. Each type is checked with its own schema: an
 * element of an unknown type, or a malformed one, is left out instead of breaking the page.
 */
const text = z.looseObject({ type: z.literal('text').optional(), content: z.string() });
const alignment = z.enum(['left', 'center', 'right', 'justify']).optional().catch(undefined);

const schemas = {
  text: z.looseObject({ content: z.string().min(1), alignment }),
  header: z.looseObject({
    content: z.string().min(1),
    level: z.coerce.number().int().min(1).max(6).catch(2),
    alignment,
  }),
  image: ansImage,
  quote: z.looseObject({ content_elements: z.array(z.unknown()).default([]), citation: text.optional() }),
  list: z.looseObject({ list_type: z.string().optional(), items: z.array(z.unknown()) }),
  table: z.looseObject({ header: z.array(text).default([]), rows: z.array(z.array(text)).default([]) }),
  code: z.looseObject({ content: z.string().min(1) }),
  blockquote: z.looseObject({ content: z.string() }),
  correction: z.looseObject({ text: z.string(), correction_type: z.string().optional() }),
  element_group: z.looseObject({ content_elements: z.array(z.unknown()) }),
};

/** ANS correction types (free text in the schema) as the reader reads them; any other is a correction. */
const CORRECTION_LABELS: Record<string, string> = {
  clarification: 'Aclaración',
  retraction: 'Retractación',
  update: 'Actualización',
};

/** An ANS correction (story_elements/correction.json) as the body shows it; null without text. */
export function projectCorrection(el: unknown, id: string): BodyElement | null {
  const p = schemas.correction.safeParse(el);
  if (!p.success || !p.data.text.trim()) return null;
  const label = CORRECTION_LABELS[(p.data.correction_type ?? '').trim().toLowerCase()] ?? 'Corrección';
  return { type: 'correction', id, label, html: p.data.text };
}

/** Only the text parts of a list of unknown elements (quotes and lists may hold other types). */
const texts = (items: unknown[]): string[] =>
  items.flatMap((item) => {
    const parsed = text.safeParse(item);
    return parsed.success && parsed.data.content.trim() ? [parsed.data.content] : [];
  });

function projectList(el: z.output<typeof schemas.list>, id: string, depth = 0): ListElement | null {
  const items = el.items.flatMap((item, i): ListItem[] => {
    const asText = text.safeParse(item);
    if (asText.success) return [{ html: asText.data.content }];
    const nested = depth < 3 ? schemas.list.safeParse(item) : null;
    const list = nested?.success ? projectList(nested.data, `${id}-${i}`, depth + 1) : null;
    return list ? [{ html: '', list }] : [];
  });
  return items.length ? { type: 'list', id, ordered: el.list_type === 'ordered', items } : null;
}

export function projectBodyElement(el: AnsElement, index: number): BodyElement | null {
  const id = el._id ?? `element-${index}`;
  switch (el.type) {
    case 'text': {
      const p = schemas.text.safeParse(el);
      return p.success ? { type: 'text', id, html: p.data.content, alignment: p.data.alignment } : null;
    }
    case 'header': {
      const p = schemas.header.safeParse(el);
      if (!p.success) return null;
      const level = p.data.level as HeaderLevel; // checked 1 to 6 by the schema
      return { type: 'header', id, level, html: p.data.content, alignment: p.data.alignment };
    }
    case 'image': {
      const p = schemas.image.safeParse(el);
      return p.success ? { type: 'image', id, ...projectFigure(p.data) } : null;
    }
    case 'quote': {
      const p = schemas.quote.safeParse(el);
      if (!p.success) return null;
      const paragraphs = texts(p.data.content_elements);
      const citation = p.data.citation?.content.trim();
      return paragraphs.length ? { type: 'quote', id, paragraphs, ...(citation ? { citation } : {}) } : null;
    }
    case 'list': {
      const p = schemas.list.safeParse(el);
      return p.success ? projectList(p.data, id) : null;
    }
    case 'divider':
      return { type: 'divider', id };
    case 'table': {
      const p = schemas.table.safeParse(el);
      if (!p.success || p.data.rows.length === 0) return null;
      const cells = (row: { content: string }[]) => row.map((c) => c.content);
      return { type: 'table', id, header: cells(p.data.header), rows: p.data.rows.map(cells) };
    }
    case 'code': {
      const p = schemas.code.safeParse(el);
      return p.success ? { type: 'code', id, code: p.data.content } : null;
    }
    // ANS blockquote: one passage, shown as a quote without a citation.
    case 'blockquote': {
      const p = schemas.blockquote.safeParse(el);
      return p.success && p.data.content.trim() ? { type: 'quote', id, paragraphs: [p.data.content] } : null;
    }
    case 'correction':
      return projectCorrection(el, id);
    default:
      return projectRichElement(el, id);
  }
}

/** How deep element groups are opened: a group in a group in a group. Deeper ones are left out. */
const GROUP_DEPTH = 3;

/**
 * The body's elements in order. An ANS `element_group` is its elements, in place (their ids made unique under the
 * group's); unknown and malformed elements are left out.
 */
export function projectBody(elements: AnsElement[], prefix = '', depth = 0): BodyElement[] {
  return elements.flatMap((el, i): BodyElement[] => {
    const scoped = prefix && { ...el, _id: `${prefix}-${el._id ?? i}` };
    if (el.type === 'element_group') {
      const group = schemas.element_group.safeParse(el);
      if (!group.success || depth >= GROUP_DEPTH) return [];
      const children = group.data.content_elements.flatMap((c) => {
        const child = ansElement.safeParse(c);
        return child.success ? [child.data] : [];
      });
      return projectBody(children, `${prefix ? `${prefix}-` : ''}${el._id ?? `group-${i}`}`, depth + 1);
    }
    const one = projectBodyElement(scoped || el, i);
    return one ? [one] : [];
  });
}
