import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/Dialog.stories';

// jsdom has no `showModal()`: these run the dialog as browsers without it get it (open, not modal).
// Being modal (Open, TabStaysInside) and the layout on a phone are checked in the browser.
const { ClosedWithButton, ClosedWithEscape, FocusReturnsToOpener } = composeStories(stories);

describe('Dialog', () => {
  it('asks to close once when the close button is pressed', async () => {
    await ClosedWithButton.run();
  });

  it('asks to close once on Escape', async () => {
    await ClosedWithEscape.run();
  });

  it('gives the focus back to what opened it when it closes', async () => {
    await FocusReturnsToOpener.run();
  });
});
