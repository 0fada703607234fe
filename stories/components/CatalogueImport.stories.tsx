import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CATALOGUE_FILE_NAME,
  CATALOGUE_STOPPED_MESSAGE,
  catalogueFileText,
  catalogueImportSummary,
  catalogueRefusal,
  catalogueRefusalOfManyLines,
} from '../../mocks/fixtures/catalogue';
import { CatalogueImport, summaryText } from '../../src/components/CatalogueImport';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';

const TEXTS = ADMIN_TEXTS.catalogue;

/**
 * The catalogue import of the admin's catalogue page: the picker, the progress of each step and
 * the outcomes. Presentational: these stories drive it through its props (the screen's stories
 * import through MSW).
 */
const meta = {
  title: 'Components/CatalogueImport',
  component: CatalogueImport,
  args: { step: 'idle', onImport: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CatalogueImport>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);

/** Nothing chosen yet: the labelled picker with what a file holds, and Import. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByLabelText(TEXTS.file)).toHaveAccessibleDescription(TEXTS.hint);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Import without a file: asked to choose one, nothing sent. */
export const ChooseFileFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXTS.chooseFile);
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

/** A file chosen and Import pressed: the file is handed over to be imported. */
export const ChooseAndImport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    const file = new File([catalogueFileText], CATALOGUE_FILE_NAME, { type: '' });
    await userEvent.upload(canvas.getByLabelText(TEXTS.file), file);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.submit }));
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

/** 40 % of the file sent: the bar, the percentage and a way to stop. */
export const Sending: Story = {
  args: { step: 'sending', fileName: CATALOGUE_FILE_NAME, sent: 40 },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: TEXTS.sending(CATALOGUE_FILE_NAME) });
    await expect(bar).toHaveAttribute('value', '40');
    await expect(canvas.getByRole('button', { name: TEXTS.submit })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Sent; the server checks every line (it says nothing until then): a busy bar without a value. */
export const Checking: Story = {
  args: { step: 'checking', fileName: CATALOGUE_FILE_NAME, sent: 100 },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: TEXTS.checking(CATALOGUE_FILE_NAME) })).not.toHaveAttribute('value');
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(TEXTS.checking(CATALOGUE_FILE_NAME));
  },
};

/** Every line right: 3,500 of 10,000 hymns written. */
export const Writing: Story = {
  args: { step: 'writing', fileName: CATALOGUE_FILE_NAME, sent: 100, written: 3_500, total: 10_000 },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: TEXTS.writing('3,500', '10,000') });
    await expect(bar).toHaveAttribute('value', '3500');
    await expect(bar).toHaveAttribute('max', '10000');
  },
};

/** Done: what was created, updated and already there. */
export const Imported: Story = {
  args: { step: 'done', fileName: CATALOGUE_FILE_NAME, outcome: { status: 'imported', summary: catalogueImportSummary } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const summary = summaryText(catalogueImportSummary);
    await expect(summary).toBe(
      'Imported 1,200 hymns. 1,000 new, 150 updated, 50 already as in the file, 2 sub-categories created, 1 category created.',
    );
    await expect(canvas.getAllByRole('status').some((region) => region.textContent === summary)).toBe(true);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Done, and two hymns an editor saved on the site after the file was exported were left as the site has them, by key. */
export const ImportedSomeLeftAlone: Story = {
  args: {
    step: 'done',
    fileName: CATALOGUE_FILE_NAME,
    outcome: {
      status: 'imported',
      summary: { ...catalogueImportSummary, updated: 148, keptOnSite: 2, keptOnSiteKeys: ['archive/kabir-12', 'archive/meera-4'] },
    },
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const status = canvasOf(canvasElement)
      .getAllByRole('status')
      .find((region) => region.textContent?.startsWith('Imported'));
    await expect(status).toHaveTextContent(
      '2 left as the site has them (saved on the site after the file was made). Left alone: archive/kabir-12, archive/meera-4.',
    );
  },
};

/** Refused: nothing imported, and a table of each wrong line with its field and problem. */
export const Refused: Story = {
  args: { step: 'done', fileName: CATALOGUE_FILE_NAME, outcome: { status: 'refused', ...catalogueRefusal } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(catalogueRefusal.message);
    const table = canvas.getByRole('table', { name: TEXTS.problems.caption });
    // A row per field: line 12 is wrong in two.
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      `2${TEXTS.problems.wholeLine}${catalogueRefusal.problems[0]!.fields.line}`,
      `7titlePrimary${catalogueRefusal.problems[1]!.fields.titlePrimary}`,
      `12key${catalogueRefusal.problems[2]!.fields.key}`,
      `12subCategory.titlePrimary${catalogueRefusal.problems[2]!.fields['subCategory.titlePrimary']}`,
    ]);
  },
};

/** Wrong on almost every line: the first ones listed, the rest counted. */
export const RefusedManyLines: Story = {
  args: { step: 'done', fileName: CATALOGUE_FILE_NAME, outcome: { status: 'refused', ...catalogueRefusalOfManyLines } },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByText(TEXTS.problems.more('14,372'))).toBeVisible();
  },
};

/** Writing broke off: the server's reason, and that the written hymns stay. */
export const Stopped: Story = {
  args: { step: 'done', fileName: CATALOGUE_FILE_NAME, outcome: { status: 'stopped', message: CATALOGUE_STOPPED_MESSAGE } },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('alert')).toHaveTextContent(CATALOGUE_STOPPED_MESSAGE);
  },
};

/** The request itself refused (here: another import under way). */
export const Failed: Story = {
  args: { step: 'failed', fileName: CATALOGUE_FILE_NAME, errorMessage: 'Another catalogue import is under way.' },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('alert')).toHaveTextContent('Another catalogue import is under way.');
  },
};

/** Stopped by the editor. */
export const Cancelled: Story = {
  args: { step: 'idle', fileName: CATALOGUE_FILE_NAME, cancelled: true },
  play: async ({ canvasElement }) => {
    await expect(
      canvasOf(canvasElement)
        .getAllByRole('status')
        .some((region) => region.textContent === TEXTS.cancelled),
    ).toBe(true);
  },
};
