import { describe, expect, it } from 'vitest';
import { loadSites } from '../../sites';
import { generateDemoContent } from './demo-content';

const NOW = Date.UTC(2026, 10, 20, 12);
const sites = [...loadSites().values()];
const demo = generateDemoContent(NOW);

describe('live blogs in the demo corpus', () => {
  // Issue 28: a reader opening the live blog meets recent updates, each told in paragraphs.
  it('gives every site a live blog still running, its newest update minutes before the seed time', () => {
    const timed = /^\d{1,2}:\d{2} (a\.m\.|p\.m\.|am|pm) /;
    for (const site of sites) {
      const blogs = demo.stories
        .filter((s) => s.canonical_website === site.slug)
        .filter((s) => s.subtype === 'en-vivo');
      const newest = blogs.sort((a, b) => b.publish_date.localeCompare(a.publish_date))[0];
      const age = NOW - Date.parse(newest.publish_date);
      expect(age, site.slug).toBeGreaterThan(0);
      expect(age, site.slug).toBeLessThanOrEqual(30 * 60_000);
      const body = newest.content_elements ?? [];
      const entries = body.filter((e) => ['text', 'header'].includes(e.type) && timed.test(String(e.content)));
      expect(entries.length).toBeGreaterThanOrEqual(6);
      // After each update's line comes at least one paragraph of its own.
      for (const entry of entries) {
        const next = body[body.indexOf(entry) + 1];
        expect(next?.type === 'text' && !timed.test(String(next.content)), `${site.slug} ${entry.content}`).toBe(true);
      }
    }
  });
});
