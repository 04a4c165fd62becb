import type { SiteProps } from '../../contracts/site-schema';

export type SocialNetwork = 'facebook' | 'twitter' | 'youtube' | 'instagram' | 'tiktok';

// Simple brand glyphs drawn in currentColor, so each site's theme colours them.
const glyphs: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  twitter:
    'M4 3h4.6l4.1 5.7L17.7 3H20l-6.3 7.3L21 21h-4.6l-4.5-6.2L6.5 21H4.2l6.7-7.7L4 3zm3 1.6 10.4 14.8h1.6L8.7 4.6H7z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15.1V8.9l5.2 3.1L10 15.1z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 8c-.1-1.5-.4-2.8-1.5-3.9S17.9 2.7 16.4 2.6c-1.5-.1-6-.1-7.5 0-1.5.1-2.8.4-3.9 1.5S3.6 6.5 3.5 8c-.1 1.5-.1 6 0 7.5.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 6 .1 7.5 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-6 0-7.5z',
  tiktok:
    'M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7h-.8a5.8 5.8 0 1 0 5.8 5.8V9.2a7.4 7.4 0 0 0 4.3 1.4V7.5a4.3 4.3 0 0 1-3.3-1.7z',
};

/** Names a reader recognises; Twitter is now called X (spec 3 footer says X, spec 1 header says Twitter). */
const labels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

const settingOf: Record<SocialNetwork, keyof SiteProps['social']> = {
  facebook: 'facebookURL',
  twitter: 'twitterURL',
  youtube: 'youtubeURL',
  instagram: 'instagramURL',
  tiktok: 'tiktokURL',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={glyphs[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/**
 * The site's social profiles as icon links, in the order the caller gives (the header and the
 * footer list them differently). Addresses come from the site settings.
 */
export function SocialLinks({
  networks,
  social,
  className,
}: {
  networks: readonly SocialNetwork[];
  social: SiteProps['social'];
  className: string;
}) {
  return (
    <ul className={className}>
      {networks.map((network) => (
        <li key={network}>
          <a href={social[settingOf[network]]} target="_blank" rel="noopener noreferrer" aria-label={labels[network]}>
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
