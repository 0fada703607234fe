import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/Stats.stories';

// Phone measures the layout, which needs a browser: it runs in the story tests.
const {
  Default,
  NoTraffic,
  Loading,
  AllFailed,
  OnePanelFailed,
  WindowChange,
  WindowUpdating,
  ImportSuccess,
  Importing,
  ImportRejected,
  ImportTooLarge,
  ImportFailed,
  ImportWithoutFile,
  SessionEnded,
} = composeStories(stories);

// The whole dashboard (seven calls, a chart, two tables) is a large page for jsdom: more time than the default 5 s.
describe('Statistics dashboard', { timeout: 15_000 }, () => {
  it("shows the month's figures, the daily chart, the recent hymns with links to their pages and the latest search terms", async () => {
    await Default.run();
  });

  it('reads well for a site without any traffic: zeros, the chart says so, the tables are empty', async () => {
    await NoTraffic.run();
  });

  it('shows every tile and panel loading while its call is on its way', async () => {
    await Loading.run();
  });

  it("says which figures and panels failed, each with 'Try again'", async () => {
    await AllFailed.run();
  });

  it("keeps the other figures when one call fails, and 'Try again' asks only that call again", async () => {
    await OnePanelFailed.run();
  });

  it('asks for the chosen window and shows its hymns, keeping the rows shown while it loads', async () => {
    await WindowChange.run();
    await WindowUpdating.run();
  });

  it('imports the report as text/csv, shows what was imported and the new revenue', async () => {
    await ImportSuccess.run();
  });

  it('imports one report at a time', async () => {
    await Importing.run();
  });

  it("shows the server's reason for a report it refused, or its own sentence when the server failed", async () => {
    await ImportRejected.run();
    await ImportTooLarge.run();
    await ImportFailed.run();
  });

  it('asks for a file before importing', async () => {
    await ImportWithoutFile.run();
  });

  it('sends the editor to sign in when the session has ended', async () => {
    await SessionEnded.run();
  });
});
