import { mkdtemp, rm, writeFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/model/config';
import { createAppShell, fillAppConfig, scriptSafeJson } from './app-shell';

const config: AppConfig = {
  siteName: 'भजन </script><script>alert(1)</script> & $& $1',
  supportEmail: 'help@example.org',
  androidAppUrl: 'https://play.example/app?id=1&x=<y>',
  mediaBaseUrl: '',
};

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

  it('reads index.html once and again only after it changes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-shell-'));
    try {
      const file = path.join(dir, 'index.html');
      const shell = createAppShell(file, config);
      expect(await shell.html()).toBeUndefined();
      await writeFile(file, '<head><script id="app-config" type="application/json"></script></head>first');
      const first = await shell.html();
      expect(first).toContain('first');
      expect(await shell.html()).toBe(first);
      await writeFile(file, '<head><script id="app-config" type="application/json"></script></head>second build');
      const later = new Date(Date.now() + 5_000);
      await utimes(file, later, later);
      expect(await shell.html()).toContain('second build');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
