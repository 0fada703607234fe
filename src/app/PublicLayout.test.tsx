import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusOnPublicPages } from './PublicLayout';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('keepFocusOnPublicPages', () => {
  afterEach(() => document.body.replaceChildren());

  it('leaves the focus in a modal dialog when the address changes under it, and moves it from the page', () => {
    document.body.innerHTML = `
      <div role="dialog" aria-modal="true"><section tabindex="-1" id="panel">Sing together</section></div>
      <a href="/content/2" id="card">A hymn</a>`;
    const panel = document.getElementById('panel')!;
    const card = document.getElementById('card')!;
    // The stage writes the satsang's code into the address as the room opens.
    const roomOpened = { previous: at('/content/51', '?present=1'), ...at('/content/51', '?present=1&room=RT2JEY') };
    expect(keepFocusOnPublicPages({ ...roomOpened, active: panel })).toBe(true);
    expect(keepFocusOnPublicPages({ previous: at('/'), ...at('/content/2'), active: card })).toBe(false);
  });
});
