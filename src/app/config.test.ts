import { afterEach, describe, expect, it } from 'vitest';
import { APP_CONFIG_ELEMENT_ID, DEFAULT_APP_CONFIG } from '../model/config';
import { parseAppConfig, readAppConfig } from './config';

function serve(json: string | null) {
  document.head.innerHTML = '';
  if (json === null) return;
  const script = document.createElement('script');
  script.id = APP_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

describe('readAppConfig', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads what the server wrote into the page', () => {
    const served = {
      siteName: 'Bhakti Geet',
      supportEmail: 'help@bhaktigeet.example',
      androidAppUrl: 'https://example.org/app',
      mediaBaseUrl: 'https://cdn.example.org',
      siteUrl: 'https://bhajan.example.org',
    };
    serve(JSON.stringify(served));
    expect(readAppConfig()).toEqual(served);
  });

  it('fills missing or wrongly typed fields from the defaults', () => {
    serve(JSON.stringify({ siteName: 'Bhakti Geet', supportEmail: 42 }));
    expect(readAppConfig()).toEqual({ ...DEFAULT_APP_CONFIG, siteName: 'Bhakti Geet' });
  });

  it('falls back to the defaults when the element is empty, missing or not JSON', () => {
    serve('');
    expect(readAppConfig()).toEqual(DEFAULT_APP_CONFIG);
    serve(null);
    expect(readAppConfig()).toEqual(DEFAULT_APP_CONFIG);
    serve('{ not json');
    expect(readAppConfig()).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('[1, 2]')).toEqual(DEFAULT_APP_CONFIG);
  });

  it('uses the defaults without a document (server rendering)', () => {
    expect(readAppConfig(undefined)).toEqual(DEFAULT_APP_CONFIG);
  });
});
