import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/Presentation.stories';

const { FirstStanzaOnPhone, MiddleStanzaOnTv, LastStanza, SecondScreen, SteppedThrough } = composeStories(stories);

describe('Presentation', () => {
  it('shows the first stanza with the next one peeked at; back does nothing there, a clicker’s Page Down steps on', async () => {
    await FirstStanzaOnPhone.run();
  });

  it('steps back, to the end and closes by keyboard', async () => {
    await MiddleStanzaOnTv.run();
  });

  it('says End at the last stanza and goes no further', async () => {
    await LastStanza.run();
  });

  it('shows the stanza alone on a second screen', async () => {
    await SecondScreen.run();
  });

  it('is stepped through by keys and buttons', async () => {
    await SteppedThrough.run();
  });
});
