import { describe, expect, it } from 'vitest';
import type { MeterRule, PaywallRules } from '../../contracts/paywall';
import { countPage, evaluateRules, type MeterHistory, type MeterPage } from './meter';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-26T12:00:00Z');
const meter: MeterRule = { id: 'metro', type: 'meter', contentTypes: ['story'], budget: 3, periodDays: 30 };
const published: PaywallRules = { site: 'semana', rules: [meter] };
const anonymous = (): Promise<number[]> => Promise.resolve([]);
const story = (ci: string, path = `/nacion/articulo/nota/${ci}/`, c = '1'): MeterPage => ({
  path,
  contentType: 'story',
  ci,
  c,
});

/** Reads these pages one after another as one reader; the trigger of each. */
async function read(pages: MeterPage[], statuses = anonymous, history: MeterHistory = {}) {
  const triggers: boolean[] = [];
  for (const page of pages) {
    const next = await evaluateRules(published, page, history, statuses, NOW);
    history = next.history;
    triggers.push(next.results.triggered !== null);
  }
  return { triggers, history };
}

describe('the meter: free articles per reader in 30 days', () => {
  it('lets the budget through, then triggers on the next new article', async () => {
    const { triggers } = await read(['a', 'b', 'c', 'd', 'e'].map((ci) => story(ci)));
    expect(triggers).toEqual([false, false, false, true, true]);
  });

  it('an article already counted stays free when read again, past the budget too', async () => {
    const { triggers } = await read(['a', 'b', 'a', 'c', 'a', 'd'].map((ci) => story(ci)));
    expect(triggers).toEqual([false, false, false, false, false, true]);
  });

  it('forgets reads older than the period', () => {
    const old = [
      { ci: 'a', at: NOW - 31 * DAY },
      { ci: 'b', at: NOW - 29 * DAY },
      { ci: 'c', at: NOW - DAY },
    ];
    expect(countPage(meter, old, 'd', NOW)).toEqual({
      visits: [old[1], old[2], { ci: 'd', at: NOW }],
      triggered: false,
    });
    expect(countPage(meter, [...old, { ci: 'd', at: NOW }], 'e', NOW).triggered).toBe(true);
  });

  it('counts only the content types the rule names', async () => {
    const gallery = { ...story('g'), contentType: 'gallery' };
    const { triggers, history } = await read([gallery, gallery, gallery, { ...gallery, ci: 'h' }]);
    expect(triggers).toEqual([false, false, false, false]);
    expect(history).toEqual({});
  });

  it('a subscriber (status 1, 3 or 4) never triggers and is never counted; status 5 is', async () => {
    for (const status of [1, 3, 4]) {
      const { triggers, history } = await read(
        ['a', 'b', 'c', 'd', 'e'].map((ci) => story(ci)),
        () => Promise.resolve([status]),
      );
      expect(triggers, `status ${status}`).toEqual([false, false, false, false, false]);
      expect(history).toEqual({});
    }
    const pending = await read(
      ['a', 'b', 'c', 'd'].map((ci) => story(ci)),
      () => Promise.resolve([5]),
    );
    expect(pending.triggers).toEqual([false, false, false, true]);
  });

  it('never triggers on the paths where locking is skipped (S1-157), nor counts them', async () => {
    const full: MeterHistory = { metro: ['a', 'b', 'c'].map((ci) => ({ ci, at: NOW - DAY })) };
    for (const path of [
      '/especiales/x/',
      '/especiales-multimedia/x/',
      '/semana-tv/programas/x/',
      '/foros-semana/x/',
      '/semanaplay/x/',
      '/hablan-las-marcas/x/',
      '/mejor-colombia/x/',
    ]) {
      const { triggers, history } = await read([story('z', path)], anonymous, full);
      expect(triggers, path).toEqual([false]);
      expect(history, path).toBe(full);
    }
    expect((await read([story('z', '/nacion/x/')], anonymous, full)).triggers).toEqual([true]);
  });

  it("'/finanzas' with code '1' is exempt from a trigger (S1-158); another code there is metered", async () => {
    const full: MeterHistory = { metro: ['a', 'b', 'c'].map((ci) => ({ ci, at: NOW - DAY })) };
    expect((await read([story('z', '/finanzas/x/', '1')], anonymous, full)).triggers).toEqual([false]);
    expect((await read([story('z', '/finanzas/x/', '2')], anonymous, full)).triggers).toEqual([true]);
  });

  it("leaves a premium story (code '3') to the server's lock: no second locked view, nothing counted", async () => {
    const full: MeterHistory = { metro: ['a', 'b', 'c'].map((ci) => ({ ci, at: NOW - DAY })) };
    const next = await evaluateRules(published, story('z', '/nacion/x/', '3'), full, anonymous, NOW);
    expect(next.results).toEqual({ triggered: null, skipped: 'exempt' });
  });

  it('a site without rules never triggers', async () => {
    const next = await evaluateRules({ site: 'soho', rules: [] }, story('a'), {}, anonymous, NOW);
    expect(next.results).toEqual({ triggered: null, skipped: 'no-rules' });
  });

  it('asks for the subscriptions only when a rule would count the page', async () => {
    let asked = 0;
    const statuses = () => {
      asked += 1;
      return Promise.resolve([]);
    };
    await evaluateRules(published, story('a', '/especiales/x/'), {}, statuses, NOW);
    expect(asked).toBe(0);
    await evaluateRules(published, story('a'), {}, statuses, NOW);
    expect(asked).toBe(1);
  });
});
