/** A YouTube video id: 11 characters of letters, digits, '-' and '_'. */
const ID = '([A-Za-z0-9_-]{11})';

// Spec 1, 5: YouTube links are recognised by youtu.be, /embed/, /shorts/ and watch?v=.
const PATTERNS = [
  new RegExp(`youtu\\.be/${ID}`),
  new RegExp(`youtube(?:-nocookie)?\\.com/(?:embed|shorts|live)/${ID}`),
  new RegExp(`youtube\\.com/watch\\?(?:[^#]*&)?v=${ID}`),
];

/** The video id of a YouTube address, or null when the address is not a YouTube video. */
export function youtubeId(url: string): string | null {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url);
    if (match) return match[1] ?? null;
  }
  return null;
}
