import { describe, expect, it } from 'vitest';
import { youtubeId } from './youtube-id';

describe('youtubeId', () => {
  it('reads youtu.be, /embed/, /shorts/ and watch?v= addresses', () => {
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ?start=10')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/shorts/a_b-c1d2e3f')).toBe('a_b-c1d2e3f');
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('answers null for other addresses and short ids', () => {
    expect(youtubeId('https://vimeo.com/123456')).toBeNull();
    expect(youtubeId('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(youtubeId('https://youtu.be/short')).toBeNull();
    expect(youtubeId('https://example.com/?v=dQw4w9WgXcQ')).toBeNull();
  });
});
