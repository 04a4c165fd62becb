import { describe, expect, it } from 'vitest';
import { projectFigure } from './figure';

describe('projectFigure', () => {
  it("keeps an editor's image link (spec 1, 4) and drops a link that is not text", () => {
    expect(projectFigure({ url: '/u.jpg', additional_properties: { link: 'https://x.co/' } }).image).toEqual({
      url: '/u.jpg',
      additional_properties: { link: 'https://x.co/' },
    });
    expect(projectFigure({ url: '/u.jpg', additional_properties: { link: 7 } }).image).toEqual({ url: '/u.jpg' });
  });
});
