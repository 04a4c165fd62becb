// Per-field controls for block stories: a story's `args.config` is spread into one arg per field (argsEnhancer), each
// with its control (argTypesEnhancer), and put back together before the block renders (decorator), with the demo
// data cut to the config and the context built from the toolbar's site.
import type { Decorator, ReactRenderer } from '@storybook/react-vite';
import type { Args, ArgTypesEnhancer, ArgsEnhancer } from 'storybook/internal/types';
import type { RenderContext } from '../runtime/types';
import { blockOfFile, fieldArgTypes, fieldsOf, withinLimits } from './block-fields';
import { siteOf } from './toolbar';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRenderContext(value: unknown): value is RenderContext {
  return isRecord(value) && 'site' in value && 'now' in value && 'path' in value;
}

/** Each field's starting value: the story's config, else the schema's default. */
export const fieldArgs: ArgsEnhancer<ReactRenderer> = ({ parameters, initialArgs }) => {
  const entry = blockOfFile(parameters.fileName);
  if (!entry) return {};
  const config = isRecord(initialArgs.config) ? initialArgs.config : {};
  return Object.fromEntries(fieldsOf(entry).map(([key, field]) => [key, config[key] ?? field.default]));
};

/** The fields' controls; the raw `config` and `ctx` objects are hidden (the toolbar sets the site and the reader). */
export const fieldControls: ArgTypesEnhancer<ReactRenderer> = ({ parameters, argTypes }) => {
  const entry = blockOfFile(parameters.fileName);
  if (!entry) return argTypes;
  return {
    ...argTypes,
    config: { ...argTypes.config, table: { disable: true } },
    ctx: { ...argTypes.ctx, table: { disable: true } },
    data: { ...argTypes.data, name: 'data', control: { type: 'object' }, table: { category: 'Datos de ejemplo' } },
    ...fieldArgTypes(entry),
  };
};

/** Demo lists follow the config: a feedSize of 3 shows 3 stories, whichever list the block's data holds. */
export function followConfig(data: unknown, config: Record<string, unknown>): unknown {
  const size = config.feedSize;
  if (typeof size !== 'number') return data;
  if (Array.isArray(data)) return data.slice(0, size);
  if (!isRecord(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? value.slice(0, size) : value]),
  );
}

/** Puts the fields back into `config`, and the toolbar's site into `ctx`, for blocks and layouts alike. */
export const withBlockArgs: Decorator = (Story, { args, parameters, globals }) => {
  const entry = blockOfFile(parameters.fileName);
  const ctx = isRenderContext(args.ctx) ? args.ctx : undefined;
  const site = siteOf(globals, ctx?.site);
  const next: Args = { ...args, ...(ctx && { ctx: { ...ctx, site } }) };
  if (entry && isRecord(args.config)) {
    const config: Record<string, unknown> = { ...args.config };
    for (const [key, field] of fieldsOf(entry)) {
      delete next[key];
      const value = withinLimits(field, args[key]);
      if (value === undefined) delete config[key];
      else config[key] = value;
    }
    next.config = config;
    next.data = followConfig(args.data, config);
  }
  return <Story args={next} />;
};
