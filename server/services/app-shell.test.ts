import { mkdtemp, rm, writeFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import type { AppConfig } from '../../src/model/config';
import { addDataPreloads, createAppShell, escapeHtml, fillAppConfig, scriptSafeJson, shellRequestFor, shellVariantFor } from './app-shell';

const config: AppConfig = {
  siteName: 'भजन </script><script>alert(1)</script> & $& $1',
  supportEmail: 'help@example.org',
  androidAppUrl: 'https://play.example/app?id=1&x=<y>',
  mediaBaseUrl: '',
  siteUrl: 'https://bhajan.example',
};

const preloadsIn = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]*)" as="fetch" crossorigin="use-credentials">/g)].map((m) => m[1]);

function configIn(html: string): unknown {
  const match = /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('app shell', () => {
  it('writes the config as JSON that cannot end the script element', () => {
    const html = fillAppConfig('<head><script id="app-config" type="application/json"></script></head><body></body>', config);
    expect(html).not.toContain('</script><script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(configIn(html)).toEqual(config);
  });

  it('keeps JSON valid and equal after escaping', () => {
    const value = { a: '<!-- x -->', b: '\u2028\u2029', c: '&amp;' };
    expect(scriptSafeJson(value)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });

  it('replaces a previous value and adds the element when the build has none', () => {
    const filled = fillAppConfig('<script type="application/json" id="app-config">{"old":true}</script>', config);
    expect(filled).not.toContain('"old"');
    const added = fillAppConfig('<html><head><title>x</title></head></html>', config);
    expect(configIn(added)).toEqual(config);
    expect(added.indexOf('app-config')).toBeLessThan(added.indexOf('</head>'));
  });

  it('sets the title to the site name, escaped', () => {
    const siteName = `Ram & Shyam <script>alert("x")</script> 'bhajan' $& $1`;
    const html = fillAppConfig(
      '<html><head><meta charset="utf-8"><title>Bhajan Sangrah</title><script id="app-config" type="application/json"></script></head><body></body></html>',
      { ...config, siteName },
    );
    expect(html).toContain(`<title>Ram &amp; Shyam &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;bhajan&#39; $&amp; $1</title>`);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(configIn(html)).toEqual({ ...config, siteName });
    // A build without a title gets one.
    expect(fillAppConfig('<head></head>', { ...config, siteName: 'A & B' })).toContain('<title>A &amp; B</title></head>');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('preloads the navigation on every page and the sub-category list on the home and feedback pages only', () => {
    expect(shellVariantFor('/')).toBe('home');
    expect(shellVariantFor('')).toBe('home');
    expect(shellVariantFor('/feedback')).toBe('home');
    for (const pathname of ['/subcategory/3', '/content/7', '/no/such/page', '/search']) expect(shellVariantFor(pathname), pathname).toBe('page');
    const html = addDataPreloads('<head><title>x</title></head><body></body>', [apiPaths.subCategoryNav]);
    expect(preloadsIn(html)).toEqual([apiPaths.subCategoryNav]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds the calls of a sub-category, hymn or static page, for ids that are digits and names that are page names', () => {
    expect(shellRequestFor('/subcategory/12')).toEqual({ variant: 'page', preloads: ['/api/subcategory/12', '/api/content/sccache/12'] });
    expect(shellRequestFor('/content/7', '?sid=abc')).toEqual({ variant: 'page', preloads: ['/api/content/v3/7?sid=abc'] });
    expect(shellRequestFor('/content/7', '')).toEqual({ variant: 'page', preloads: ['/api/content/v3/7'] });
    expect(shellRequestFor('/page/about-us')).toEqual({ variant: 'page', preloads: ['/api/common/about-us'] });
    expect(shellRequestFor('/feedback', '?x=1')).toEqual({ variant: 'home', preloads: [] });
    expect(shellRequestFor('/search', '?query=ram')).toEqual({ variant: 'page', preloads: [] });
    for (const pathname of ['/subcategory/x1', '/subcategory/0', '/content/1.5', '/content/4294967296', '/page/Admin', '/page/%ZZ', '/page/-x']) {
      expect(shellRequestFor(pathname).preloads, pathname).toEqual([]);
    }
    expect(shellRequestFor('/content/7', `?sid=${'s'.repeat(101)}`).preloads).toEqual([]);
  });

  it('inserts per-page preloads into the cached page, escaped, after the variant’s own', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-shell-'));
    try {
      const file = path.join(dir, 'index.html');
      await writeFile(file, '<html><head><title>x</title></head><body>app</body></html>');
      const shell = createAppShell(file, config);
      const html = await shell.html('page', ['/api/content/v3/7?sid=a"b<c>&d']);
      expect(preloadsIn(html!)).toEqual([apiPaths.subCategoryNav, '/api/content/v3/7?sid=a&quot;b&lt;c&gt;&amp;d']);
      expect(html!.indexOf('/api/content/v3/7')).toBeLessThan(html!.indexOf('</head>'));
      // The cached variant is not changed by a page's preloads.
      expect(preloadsIn((await shell.html('page'))!)).toEqual([apiPaths.subCategoryNav]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads index.html once and again only after it changes, and keeps one page per variant', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-shell-'));
    try {
      const file = path.join(dir, 'index.html');
      const shell = createAppShell(file, config);
      expect(await shell.html('home')).toBeUndefined();
      await writeFile(file, '<head><script id="app-config" type="application/json"></script></head>first');
      const first = await shell.html('home');
      expect(first).toContain('first');
      expect(await shell.html('home')).toBe(first);
      expect(preloadsIn(first!)).toEqual([apiPaths.subCategoryNav, apiPaths.subCategoryAll]);
      const page = await shell.html('page');
      expect(preloadsIn(page!)).toEqual([apiPaths.subCategoryNav]);
      expect(await shell.html('page')).toBe(page);
      await writeFile(file, '<head><script id="app-config" type="application/json"></script></head>second build');
      const later = new Date(Date.now() + 5_000);
      await utimes(file, later, later);
      expect(await shell.html('home')).toContain('second build');
      expect(await shell.html('page')).toContain('second build');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("reads index.html again after clear() (the admin's refresh), even when its date and size did not change", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-shell-'));
    try {
      const file = path.join(dir, 'index.html');
      const when = new Date('2026-01-01T00:00:00Z');
      await writeFile(file, '<head></head>build-A');
      await utimes(file, when, when);
      const shell = createAppShell(file, config);
      expect(await shell.html('home')).toContain('build-A');
      // Same size and date: without clear() the cached page would be kept.
      await writeFile(file, '<head></head>build-B');
      await utimes(file, when, when);
      expect(await shell.html('home')).toContain('build-A');
      shell.clear();
      expect(await shell.html('home')).toContain('build-B');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
