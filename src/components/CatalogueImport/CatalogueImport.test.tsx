import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/CatalogueImport.stories';

const {
  Idle,
  ChooseFileFirst,
  ChooseAndImport,
  Sending,
  Checking,
  Writing,
  Imported,
  Refused,
  RefusedManyLines,
  Stopped,
  Failed,
  Cancelled,
} = composeStories(stories);

describe('CatalogueImport', () => {
  it('offers a labelled picker that says what a file holds, and hands over the chosen file (or asks for one)', async () => {
    await Idle.run();
    await ChooseFileFirst.run();
    await ChooseAndImport.run();
  });

  it('shows each step under way with its bar: sending (percent), checking (busy), writing (hymns of the total), and can stop', async () => {
    await Sending.run();
    await Checking.run();
    await Writing.run();
  });

  it('says what was imported, or why not: a table of the lines to correct, the count of the rest', async () => {
    await Imported.run();
    await Refused.run();
    await RefusedManyLines.run();
  });

  it('says when writing broke off, the request was refused, or the editor stopped it', async () => {
    await Stopped.run();
    await Failed.run();
    await Cancelled.run();
  });
});
