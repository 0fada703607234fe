import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../model/paths';
import { loginPath, safeNext } from './loginPath';

describe('loginPath', () => {
  it('carries the page to return to in ?next=', () => {
    expect(loginPath('/admin/content/list/8?page=2')).toBe('/admin/login?next=%2Fadmin%2Fcontent%2Flist%2F8%3Fpage%3D2');
    expect(loginPath()).toBe(adminPaths.login);
  });
});

describe('safeNext', () => {
  it('keeps paths of the admin area, with their query', () => {
    for (const next of ['/admin', '/admin/', '/admin/content/12', '/admin/content/list/8?page=2&size=20', '/admin?x=1', '/admin#top']) {
      expect(safeNext(next)).toBe(next);
    }
  });

  it('sends anything else to the admin home', () => {
    for (const next of [
      null,
      undefined,
      '',
      '/',
      '/content/12',
      '/administrator',
      '/admin-evil',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil.example',
      '/admin/../content/1',
      '/admin\\..\\x',
      '/admin/login',
      '/admin/login?next=/admin',
      'javascript:alert(1)',
      ' /admin',
    ]) {
      expect(safeNext(next)).toBe(adminPaths.home);
    }
  });
});
