import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/Catalogue.stories';

const { Default, ImportAFile, Checking, RefusedFile, AnotherImportUnderWay, StoppedHalfWay } = composeStories(stories);

describe('Catalogue page', { timeout: 15_000 }, () => {
  it('offers the import and the download of the whole catalogue', async () => {
    await Default.run();
  });

  it('sends the file as JSON Lines and shows what the import did', async () => {
    await ImportAFile.run();
  });

  it('can stop an import while the server checks the file', async () => {
    await Checking.run();
  });

  it('lists the wrong lines of a refused file, and says why a request was refused or writing stopped', async () => {
    await RefusedFile.run();
    await AnotherImportUnderWay.run();
    await StoppedHalfWay.run();
  });
});
