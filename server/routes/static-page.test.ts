import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../http/caching';
import { apiPaths } from '../../src/model/api-paths';
import { BASE_URL_PLACEHOLDER } from '../../src/model/constants';
import { seededApp } from '../test/seeded';

describe('GET /api/common/{pagename} (seeded library)', () => {
  const seeded = seededApp();

  it('answers a static page’s title and HTML, placeholder kept for the app to replace, revalidated by browsers and kept a minute by a CDN', async () => {
    const res = await seeded.app.inject(apiPaths.staticPage('about-us'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    const page = res.json<{ titlePrimary: string; contentPrimary: string }>();
    expect(Object.keys(page).sort()).toEqual(['contentPrimary', 'titlePrimary']);
    expect(page.titlePrimary).toBe('About Us');
    expect(page.contentPrimary).toContain('<h2>About Bhajan Sangrah</h2>');
    expect(page.contentPrimary).toContain(`${BASE_URL_PLACEHOLDER}/feedback`);
    expect((await seeded.app.inject(apiPaths.staticPage('privacy'))).json<{ titlePrimary: string }>().titlePrimary).toBe('Privacy Policy');
  });

  it('answers 404 { message } for a page that does not exist', async () => {
    const res = await seeded.app.inject(apiPaths.staticPage('no-such-page'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no such page.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 { message } for a name that cannot be a page, never 500', async () => {
    for (const name of ['About-Us', '-about', 'about us', 'a.b', 'x'.repeat(101), 'हमारे-बारे-में', "about'--", 'about%00us']) {
      const res = await seeded.app.inject(`/api/common/${encodeURIComponent(name).replace('%2500', '%00')}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        message: 'Invalid params: pagename must be a page name: lower-case letters, digits and hyphens',
        fields: { pagename: 'must be a page name: lower-case letters, digits and hyphens' },
      });
    }
  });
});
