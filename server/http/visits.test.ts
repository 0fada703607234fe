import { describe, expect, it } from 'vitest';
import { isAutomatedAgent, isVisit } from '../http/visits';

describe('isAutomatedAgent: whose requests are not a reader’s visit', () => {
  it('search engines, link previews and page auditors are not readers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ]) {
      expect(isAutomatedAgent(agent), agent).toBe(true);
    }
  });

  it('readers’ phones and browsers are readers, in-app browsers and phones named like robots included', () => {
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.66 Mobile Safari/537.36 Telegram-Android/10.2.0 (Samsung SM-A125F; Android 12; SDK 31; AVERAGE)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    ]) {
      expect(isAutomatedAgent(agent), agent).toBe(false);
    }
    expect(isAutomatedAgent(undefined)).toBe(false);
  });

  it('a HEAD request is never a visit', () => {
    expect(isVisit('HEAD', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false);
    expect(isVisit('GET', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(true);
  });
});
