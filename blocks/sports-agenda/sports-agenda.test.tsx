// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { SportsAgenda } from './SportsAgenda';

afterEach(cleanup);
const ctx = { ...ctxFixture(), sources: fakeSources({}) };
const inSection = (_id: string) => articleFixture({ taxonomy: { primary_section: { _id }, sections: [{ _id }] } });

describe('sports agenda (spec 1, 2.1, S1-026)', () => {
  it('shows only on /deportes stories', async () => {
    expect(await block.fetch!({ published: true }, { ...ctx, story: inSection('/nacion') })).toBeNull();
    expect(await block.fetch!({ published: true }, { ...ctx, story: inSection('/deportes') })).toEqual({});
  });

  it('is a sandboxed, lazily loaded frame with a title, pointing at the configured address', async () => {
    const url = 'https://agenda.example.com/futbol';
    const data = await block.fetch!({ published: true, url }, { ...ctx, story: inSection('/deportes') });
    render(<SportsAgenda config={{ published: true, url }} data={data!} ctx={ctx} />);
    const frame = screen.getByTitle('Agenda deportiva');
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('without an address, frames our own demo agenda instead of a placeholder', () => {
    render(<SportsAgenda config={{ published: true }} data={{}} ctx={ctx} />);
    const frame = screen.getByTitle('Agenda deportiva');
    expect(frame.getAttribute('src')).toBe('/embed/agenda-deportiva/');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
  });

  it('rejects an address that is neither https nor on the same site', () => {
    expect(block.config.safeParse({ published: true, url: 'http://x.com/' }).success).toBe(false);
    expect(block.config.safeParse({ published: true, url: '//x.com/' }).success).toBe(false);
  });
});
