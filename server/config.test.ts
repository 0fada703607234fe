import path from 'node:path';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../src/model/audit';
import { ANALYTICS_EVENTS_RETENTION_DEFAULT_DAYS } from '../src/model/stats';
import { TOGETHER_MAX_FOLLOWERS_DEFAULT } from '../src/model/together';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../src/model/config';
import { ConfigError, DEFAULT_SESSION_IDLE_MINUTES, DEFAULT_SESSION_MAX_HOURS, loadConfig } from './config';
import { systemTimeZone } from './services/time-zone';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolSize: 10,
      responseCacheBytes: 64 * 1024 * 1024,
      addressBudget: { burst: 60, perSecond: 1 },
      dataDir: path.resolve('data'),
      embeddedPgPort: 5433,
      logLevel: 'info',
      trustProxy: false,
      app: DEFAULT_APP_CONFIG,
      session: { idleMinutes: DEFAULT_SESSION_IDLE_MINUTES, maxHours: DEFAULT_SESSION_MAX_HOURS },
      timeZone: systemTimeZone(),
      androidCertFingerprints: [],
      initialAdmin: undefined,
      media: { storage: 'local' },
      retentionDays: { audit: AUDIT_RETENTION_DEFAULT_DAYS, analyticsEvents: ANALYTICS_EVENTS_RETENTION_DEFAULT_DAYS },
      togetherMaxFollowers: TOGETHER_MAX_FOLLOWERS_DEFAULT,
    });
  });

  it('keeps the audit trail and the raw analytics events as many days as told, at least one', () => {
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90', ANALYTICS_EVENTS_RETENTION_DAYS: '30' }).retentionDays).toEqual({
      audit: 90,
      analyticsEvents: 30,
    });
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ ANALYTICS_EVENTS_RETENTION_DAYS: 'a year' })).toThrow(/ANALYTICS_EVENTS_RETENTION_DAYS/);
  });

  it('bounds the work done afresh per address as told, or not at all with a burst of 0', () => {
    expect(loadConfig({ ADDRESS_BUDGET_BURST: '200', ADDRESS_BUDGET_PER_MINUTE: '30' }).addressBudget).toEqual({
      burst: 200,
      perSecond: 0.5,
    });
    expect(loadConfig({ ADDRESS_BUDGET_BURST: '0' }).addressBudget).toBeNull();
    expect(() => loadConfig({ ADDRESS_BUDGET_PER_MINUTE: '0' })).toThrow(ConfigError);
  });

  it('keeps media in an S3-compatible bucket when MEDIA_STORAGE=s3, configured as the AWS SDK is', () => {
    const env = {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'bhajans',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env).media).toEqual({
      storage: 's3',
      bucket: 'bhajans',
      client: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
    // AWS itself: its region, virtual-host buckets, the SDK's own credentials (an instance role…).
    expect(loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'bhajans', AWS_REGION: 'ap-south-1' }).media).toEqual({
      storage: 's3',
      bucket: 'bhajans',
      client: { region: 'ap-south-1', endpoint: undefined, forcePathStyle: false, credentials: undefined },
    });
  });

  it('refuses an S3 storage without a bucket, half a key pair, and says no secret back', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET=.*required when MEDIA_STORAGE=s3/);
    expect(() => loadConfig({ MEDIA_STORAGE: 'nfs' })).toThrow(/MEDIA_STORAGE/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', AWS_SECRET_ACCESS_KEY: 'very-secret-value' })).toThrow(
      /AWS_ACCESS_KEY_ID="": AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/,
    );
    // The secret is never repeated in the message (it ends up in logs).
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', AWS_ACCESS_KEY_ID: 'key', AWS_SECRET_ACCESS_KEY: ' ' })).toThrow(
      /AWS_SECRET_ACCESS_KEY=\(hidden\): AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/,
    );
  });

  it('reads the Android app’s certificate fingerprints, and refuses anything else', () => {
    const one = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';
    const two = one.replace('14:6D', 'AA:BB').toLowerCase();
    expect(loadConfig({ ANDROID_CERT_FINGERPRINTS: `${one}, ${two}` }).androidCertFingerprints).toEqual([one, two.toUpperCase()]);
    expect(() => loadConfig({ ANDROID_CERT_FINGERPRINTS: '14:6D:E9' })).toThrow(/ANDROID_CERT_FINGERPRINTS/);
  });

  it("takes the statistics' time zone from TIME_ZONE, and refuses a name that is not a time zone", () => {
    expect(loadConfig({ TIME_ZONE: 'Asia/Kolkata' }).timeZone).toBe('Asia/Kolkata');
    expect(() => loadConfig({ TIME_ZONE: 'India/Delhi' })).toThrow(/TIME_ZONE="India\/Delhi": must be an IANA time zone name/);
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: '',
      DATA_DIR: '/srv/bhajan',
      SITE_NAME: 'भजन संग्रह',
      MEDIA_BASE_URL: 'https://cdn.example.org/media/',
      SITE_URL: 'https://bhajan.example.org/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: '/srv/bhajan',
      logLevel: 'warn',
      app: { siteName: 'भजन संग्रह', mediaBaseUrl: 'https://cdn.example.org/media', siteUrl: 'https://bhajan.example.org' },
    });
    expect(() => loadConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow(/SITE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/bhajan' }).databaseUrl).toBe('postgres://u:p@db:5432/bhajan');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('accepts only http and https addresses for the app link and the media base', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.org/',
      'vbscript:x',
    ]) {
      expect(() => loadConfig({ ANDROID_APP_URL: bad }), bad).toThrow(/ANDROID_APP_URL=.*must be an http:\/\/ or https:\/\/ URL/);
      expect(() => loadConfig({ MEDIA_BASE_URL: bad }), bad).toThrow(/MEDIA_BASE_URL=.*must be an http:\/\/ or https:\/\/ URL/);
    }
    expect(loadConfig({ ANDROID_APP_URL: 'http://apps.example.org/bhajan' }).app.androidAppUrl).toBe('http://apps.example.org/bhajan');
    expect(loadConfig({ MEDIA_BASE_URL: 'http://cdn.example.org/' }).app.mediaBaseUrl).toBe('http://cdn.example.org');
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.example.org' }).app.mediaBaseUrl).toBe('https://cdn.example.org');
    expect(loadConfig({ MEDIA_BASE_URL: '' }).app.mediaBaseUrl).toBe('');
    expect(loadConfig({ MEDIA_BASE_URL: '   ' }).app.mediaBaseUrl).toBe('');
  });

  it('names every invalid variable at once', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'SUPPORT_EMAIL', 'LOG_LEVEL']) expect(message).toContain(key);
    }
  });

  it('reads the session lifetimes and the first admin, which come as a pair with an acceptable password', () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' }).session).toEqual({ idleMinutes: 30, maxHours: 8 });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(loadConfig({ ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'long enough password' }).initialAdmin).toEqual({
      email: 'first@example.org',
      password: 'long enough password',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'first@example.org' })).toThrow(/ADMIN_PASSWORD=.*set both or neither/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password' })).toThrow(/ADMIN_EMAIL=.*set both or neither/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not an address', ADMIN_PASSWORD: 'long enough password' })).toThrow(/ADMIN_EMAIL/);
  });

  it('never repeats ADMIN_PASSWORD in its complaints', () => {
    const attempt = () => loadConfig({ ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'hunter2' });
    expect(attempt).toThrow(/ADMIN_PASSWORD=\(hidden\): must be at least 12 characters long/);
    expect(attempt).not.toThrow(/hunter2/);
  });
});
