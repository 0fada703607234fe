import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from '../../src/components/FileUpload';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';

const TEXTS = ADMIN_TEXTS.fileUpload;
const FILE_NAME = 'om-jai-jagdish-hare.mp3';
const LABEL = TEXTS.choose(TEXTS.audio);

/**
 * A file picker that uploads at once, with its progress bar. Presentational: these stories drive it
 * through its props (the admin forms' stories upload through MSW).
 */
const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: { label: LABEL, accept: 'audio/*', status: 'idle', onFileChosen: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the labelled picker, no bar. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(LABEL)).toHaveAttribute('accept', 'audio/*');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Choosing a file hands it over to be uploaded. */
export const ChoosingAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['ID3'], FILE_NAME, { type: 'audio/mpeg' });
    await userEvent.upload(within(canvasElement).getByLabelText(LABEL), file);
    await expect(args.onFileChosen).toHaveBeenCalledWith(file);
  },
};

/** 40 % sent: the labelled bar at 40, the percentage beside it, and a way to cancel. */
export const Uploading40: Story = {
  args: { status: 'uploading', progress: 40, fileName: FILE_NAME },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: TEXTS.progress(FILE_NAME) });
    await expect(bar).toHaveAttribute('value', '40');
    await expect(bar).toHaveAttribute('max', '100');
    await expect(canvas.getByText(TEXTS.percent(40))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXTS.uploading(FILE_NAME));
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Uploaded: said politely, the bar gone. */
export const Done: Story = {
  args: { status: 'done', progress: 100, fileName: FILE_NAME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXTS.done(FILE_NAME));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Refused by the server: its reason, said at once. */
export const Failed: Story = {
  args: { status: 'failed', fileName: FILE_NAME, errorMessage: 'The file is larger than 50 MB.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS.failed(FILE_NAME, 'The file is larger than 50 MB.'));
  },
};

/** Failed without a reason from the server (no answer). */
export const FailedWithoutReason: Story = {
  args: { status: 'failed', fileName: FILE_NAME },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS.failed(FILE_NAME, TEXTS.failedReason));
  },
};

/** Cancelled by the editor. */
export const Cancelled: Story = {
  args: { status: 'idle', fileName: FILE_NAME, cancelled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXTS.cancelled);
  },
};
