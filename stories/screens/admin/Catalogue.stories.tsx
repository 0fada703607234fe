import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allModes } from '../../../.storybook/modes';
import {
  CATALOGUE_FILE_NAME,
  CATALOGUE_STOPPED_MESSAGE,
  catalogueFileText,
  catalogueImportSummary,
  catalogueRefusal,
} from '../../../mocks/fixtures/catalogue';
import { catalogueImport, catalogueMock } from '../../../mocks/handlers/catalogue';
import { summaryText } from '../../../src/components/CatalogueImport';
import { apiPaths } from '../../../src/model/api-paths';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { CATALOGUE_FILE_TYPE, CATALOGUE_IMPORT_REFUSALS } from '../../../src/model/catalogue-file';
import { adminPaths } from '../../../src/model/paths';
import { CatalogueScreen } from '../../../src/screens/admin/catalogue/CatalogueScreen';
import { adminHandlers, withAdminFrame } from './adminFrame';

const texts = ADMIN_TEXTS.catalogue;
const TIMEOUT = { timeout: 5_000 };

/** `/admin/catalogue`: a catalogue file imported through MSW, and the export's link, in the admin frame, signed in. */
const meta = {
  title: 'Screens/Admin/Catalogue',
  component: CatalogueScreen,
  decorators: [withAdminFrame(adminPaths.catalogue)],
  parameters: {
    route: { initialEntries: [adminPaths.catalogue], showLocation: true },
    msw: { handlers: { ...adminHandlers, catalogueImport: catalogueImport.success } },
    chromatic: { modes: allModes },
  },
  beforeEach: () => catalogueMock.reset(),
} satisfies Meta<typeof CatalogueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** Chooses the archive's file and presses Import. */
async function importFile(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  const picker = await page.findByLabelText(texts.file, {}, TIMEOUT);
  await userEvent.upload(picker, new File([catalogueFileText], CATALOGUE_FILE_NAME, { type: '' }));
  await userEvent.click(page.getByRole('button', { name: texts.submit }));
  return page;
}

/** The page as an editor opens it: the import form, and the export's download link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: texts.heading }, TIMEOUT)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.importHeading })).toBeVisible();
    const download = page.getByRole('link', { name: texts.exportLink });
    await expect(download).toHaveAttribute('href', apiPaths.adminCatalogueExport);
    await expect(download).toHaveAttribute('download');
    // The navbar's link to this page is the current one.
    await expect(within(canvasElement).getByRole('link', { name: texts.navLink })).toHaveAttribute('aria-current', 'page');
  },
};

/** A good file: sent as JSON Lines, its hymns written batch by batch, then the summary. */
export const ImportAFile: Story = {
  play: async ({ canvasElement }) => {
    const page = await importFile(canvasElement);
    const summary = summaryText(catalogueImportSummary);
    await waitFor(() => expect(page.getAllByRole('status').some((region) => region.textContent === summary)).toBe(true), TIMEOUT);
    await expect(catalogueMock.imports).toEqual([{ contentType: CATALOGUE_FILE_TYPE, text: catalogueFileText }]);
    await expect(page.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Sent, and the server still checking every line: the bar says it is busy, and the import can be stopped. */
export const Checking: Story = {
  parameters: { msw: { handlers: { ...adminHandlers, catalogueImport: catalogueImport.checking } } },
  play: async ({ canvasElement }) => {
    const page = await importFile(canvasElement);
    // (jsdom's XMLHttpRequest reports no upload progress: there the bar stays at sending.)
    const underWay = [texts.checking(CATALOGUE_FILE_NAME), texts.sending(CATALOGUE_FILE_NAME)];
    await expect(await page.findByRole('progressbar', { name: (name) => underWay.includes(name) }, TIMEOUT)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(page.getAllByRole('status').some((region) => region.textContent === texts.cancelled)).toBe(true));
    // The Stop button is gone with the progress: the focus is back on Import, not lost.
    await expect(page.getByRole('button', { name: texts.submit })).toHaveFocus();
  },
};

/** A file with wrong lines: nothing imported, each line to correct in a table. */
export const RefusedFile: Story = {
  parameters: { msw: { handlers: { ...adminHandlers, catalogueImport: catalogueImport.refused } } },
  play: async ({ canvasElement }) => {
    const page = await importFile(canvasElement);
    // The alert is in the page before the answer is: its words come with the answer.
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent(catalogueRefusal.message), TIMEOUT);
    const table = await page.findByRole('table', { name: texts.problems.caption }, TIMEOUT);
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
  },
};

/** Another editor's import under way: the server's reason. */
export const AnotherImportUnderWay: Story = {
  parameters: { msw: { handlers: { ...adminHandlers, catalogueImport: catalogueImport.busy } } },
  play: async ({ canvasElement }) => {
    const page = await importFile(canvasElement);
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent(CATALOGUE_IMPORT_REFUSALS.busy), TIMEOUT);
  },
};

/** Writing broke off after a batch: why, and that what was written stays. */
export const StoppedHalfWay: Story = {
  parameters: { msw: { handlers: { ...adminHandlers, catalogueImport: catalogueImport.stopped } } },
  play: async ({ canvasElement }) => {
    const page = await importFile(canvasElement);
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent(CATALOGUE_STOPPED_MESSAGE), TIMEOUT);
  },
};
