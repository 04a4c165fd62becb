import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../fixtures/site';
import { LOGO_DIR } from '../server/http/site-images';
import { siteSchema } from '../contracts/site-schema';

const SITES = ['semana', 'mujeres', 'soho', 'semanarural', 'foros-semana', 'elpais'];

describe('site settings (spec 3, 3)', () => {
  it.each(SITES)(
    'S3-125: %s names its social networks, the SIC address and logo, habeas data, terms and benefits',
    (slug) => {
      const site = siteFixture(slug);
      for (const url of [
        site.social.facebookURL,
        site.social.twitterURL,
        site.social.instagramURL,
        site.social.youtubeURL,
        site.links.sicURL,
      ])
        expect(url).toMatch(/^https:\/\//);
      for (const page of [site.links.dataPolicy, site.links.terms, site.links.subscriberBenefits])
        expect(page).toMatch(/^\/[a-z0-9-]+\/$/);
      // The logo a reader's browser loads is a file we serve (server/http/site-images.ts), not a third party's.
      expect(site.links.sicLogo).toMatch(/^\/logos\//);
      expect(fs.existsSync(`${LOGO_DIR}/${site.links.sicLogo.slice('/logos/'.length)}`)).toBe(true);
    },
  );

  it("S3-125: rejects a SIC logo that is neither one of our files nor an https image, naming the field's path", () => {
    const { $schema: _schema, ...raw } = JSON.parse(fs.readFileSync('sites/semana.json', 'utf8'));
    const result = siteSchema.safeParse({ ...raw, links: { ...raw.links, sicLogo: 'http://example.com/sic.png' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['links', 'sicLogo']);
  });
});
