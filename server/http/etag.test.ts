import { describe, expect, it } from 'vitest';
import { bodyEtag } from './etag';

describe('bodyEtag', () => {
  it('is weak, the same for the same bytes however they are given, and changes with one byte', () => {
    const page = '<p>Bogotá</p>';
    expect(bodyEtag(page, 'utf8')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(bodyEtag(Buffer.from(page))).toBe(bodyEtag(page, 'utf8'));
    expect(bodyEtag('<p>Bogotb</p>')).not.toBe(bodyEtag('<p>Bogota</p>'));
    expect(bodyEtag('')).toBe('W/"0-0"');
  });
});
