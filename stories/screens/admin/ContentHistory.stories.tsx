import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dottedTitleHymn, MISSING_CONTENT_ID } from '../../../mocks/fixtures/content';
import { HISTORY_REVISIONS, OTHER_EDITOR } from '../../../mocks/fixtures/revisions';
import { contentHistory, contentRestore, resetRevisions, RESTORING_EDITOR } from '../../../mocks/handlers/revisions';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { adminPaths, ROUTE_PATTERNS } from '../../../src/model/paths';
import { REVISION_TEXTS } from '../../../src/model/revisions';
import { ContentHistoryScreen } from '../../../src/screens/admin/history/ContentHistoryScreen';
import { withAdminFrame } from './adminFrame';

const TEXTS = ADMIN_TEXTS.revisions;
const FORM = ADMIN_TEXTS.adminForms;
const HISTORY_URL = adminPaths.contentHistory(dottedTitleHymn.contentId);

/** `/admin/content/{id}/history` for the fixture hymn with four revisions, the last one hiding it by accident. */
const meta = {
  title: 'Screens/Admin/ContentHistory',
  component: ContentHistoryScreen,
  decorators: [withAdminFrame(ROUTE_PATTERNS.adminContentHistory)],
  beforeEach: () => resetRevisions(),
  parameters: { route: { initialEntries: [HISTORY_URL], showLocation: true } },
} satisfies Meta<typeof ContentHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const revisionRows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: TEXTS.revisionsCaption }, { timeout: 5_000 });
  return within(table).getAllByRole('row').slice(1);
};

/**
 * The revisions newest first, who saved each and what it changed, Restore on every one but the
 * current; below, the newest compared with the one before it (Display Flag, Y to N).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await revisionRows(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: TEXTS.historyTitle })).toBeInTheDocument();
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['4', '3', '2', '1']);
    await expect(rows[0]).toHaveTextContent(OTHER_EDITOR);
    await expect(rows[0]).toHaveTextContent(FORM.displayFlag);
    await expect(within(rows[0]!).getByText(TEXTS.current)).toBeInTheDocument();
    await expect(rows[1]).toHaveTextContent('import catalogue-2026-11.jsonl');
    await expect(rows[3]).toHaveTextContent(TEXTS.firstRevision);
    for (const revision of [3, 2, 1]) {
      await expect(canvas.getByRole('button', { name: TEXTS.restoreName(revision) })).toBeInTheDocument();
    }
    const diff = await canvas.findByRole('table', { name: FORM.displayFlag }, { timeout: 5_000 });
    await expect(
      within(diff)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([TEXTS.revisionLabel(3), TEXTS.revisionLabel(4)]);
    await expect(canvas.getByRole('link', { name: TEXTS.backToEdit })).toHaveAttribute(
      'href',
      adminPaths.contentEdit(dottedTitleHymn.contentId),
    );
  },
};

/** Any two compared: revision 1 with 3 shows the corrected word of the lyrics and the English title added. */
export const CompareAnyTwo: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await revisionRows(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.compareFrom }), '1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.compareTo }), '3');
    const lyrics = await canvas.findByRole('table', { name: FORM.contentPrimary }, { timeout: 5_000 });
    await expect(lyrics.querySelector('del')).toHaveTextContent('रतण');
    await expect(lyrics.querySelector('ins')).toHaveTextContent('रतन');
    await expect(canvas.getByRole('table', { name: FORM.titleSecondary })).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: FORM.displayFlag })).not.toBeInTheDocument();
  },
};

/** Restore this version: revision 3 is saved again as revision 5, the page says so and the list shows it. */
export const RestoreEarlier: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await revisionRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.restoreName(3) }));
    await expect(await canvas.findByText(TEXTS.restored(3, 5), {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(async () => expect((await revisionRows(canvasElement)).length).toBe(HISTORY_REVISIONS.length + 1));
    const [newest] = await revisionRows(canvasElement);
    await expect(newest).toHaveTextContent(RESTORING_EDITOR);
    await expect(newest).toHaveTextContent(REVISION_TEXTS.restoredNote(3));
    await expect(within(newest!).getByText(TEXTS.current)).toBeInTheDocument();
    // Restoring 4 undoes the restore: nothing is ever lost.
    await expect(canvas.getByRole('button', { name: TEXTS.restoreName(4) })).toBeInTheDocument();
  },
};

/** Someone saved the hymn meanwhile: the restore is refused, the page says why and shows their revision. */
export const RestoreMetLaterSave: Story = {
  parameters: { visual: false, msw: { handlers: { contentRestore: contentRestore.conflict } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await revisionRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.restoreName(1) }));
    await expect(await canvas.findByText(TEXTS.restoreConflict, {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(async () => expect((await revisionRows(canvasElement))[0]).toHaveTextContent(FORM.bookPgNo));
  },
};

/** The History could not be loaded: said, with 'Try again'. */
export const LoadFails: Story = {
  parameters: { visual: false, msw: { handlers: { contentHistory: contentHistory.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(TEXTS.historyLoadFailed);
  },
};

/** A hymn that is not there. */
export const NotFound: Story = {
  parameters: { visual: false, route: { initialEntries: [adminPaths.contentHistory(MISSING_CONTENT_ID)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(FORM.notFound);
  },
};
