import { APP_CONFIG_ELEMENT_ID, DEFAULT_APP_CONFIG, type AppConfig } from '../model/config';

const KEYS = Object.keys(DEFAULT_APP_CONFIG) as (keyof AppConfig)[];

/**
 * Turn whatever the server wrote into `<script id="app-config">` into a complete AppConfig: every
 * field that is a string is taken, anything else falls back to the default.
 */
export function parseAppConfig(json: string | null | undefined): AppConfig {
  if (!json?.trim()) return DEFAULT_APP_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return DEFAULT_APP_CONFIG;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_APP_CONFIG;
  const config: AppConfig = { ...DEFAULT_APP_CONFIG };
  for (const key of KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string') config[key] = value;
  }
  return config;
}

/**
 * The deployment's AppConfig as the server served it in the page, or the defaults (Storybook, tests,
 * `npm run dev`, or no document at all while rendering on the server).
 */
export function readAppConfig(doc: Document | undefined = globalThis.document): AppConfig {
  if (!doc) return DEFAULT_APP_CONFIG;
  return parseAppConfig(doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent);
}
