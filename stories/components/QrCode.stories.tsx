import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from '../../src/components/QrCode';

const LINK = 'https://bhajansangrah.example/together/K7M2QX';

/** A QR code drawn on the device: dark on white, with the quiet margin scanners need. */
const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { text: LINK, label: `QR code of the link ${LINK}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A satsang's link. */
export const SatsangLink: Story = {
  play: async ({ canvasElement, args }) => {
    const picture = within(canvasElement).getByRole('img', { name: args.label });
    // Version 4 at medium correction for a link this long: 33 modules, and 4 of margin each side.
    await expect(picture).toHaveAttribute('viewBox', '0 0 41 41');
  },
};
