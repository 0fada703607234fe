import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { OfflineNotice } from '../../src/components/OfflineNotice';
import { SITE_TEXTS } from '../../src/model/messages';

/** The strip under the navigation bar of every public page while the browser is offline. */
const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  args: { offline: true },
  render: (args) => (
    <>
      <OfflineNotice {...args} />
      <p style={{ padding: '1rem' }}>The page goes on under the notice, which covers none of it.</p>
    </>
  ),
  parameters: { chromatic: { modes: allModes } },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** No connection: what still works, said politely (a status, not an alarm), in the page's flow. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const notice = status(canvasElement);
    await expect(notice).toHaveTextContent(SITE_TEXTS.offline.offlineBanner);
    await expect(notice).toBeVisible();
    // Not over the page: the text after it starts below it.
    const after = within(canvasElement).getByText(/The page goes on/);
    await expect(after.getBoundingClientRect().top).toBeGreaterThanOrEqual(notice.getBoundingClientRect().bottom);
  },
};

/** Online: nothing to see, but the live region stays, so that losing the connection is announced. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    const notice = status(canvasElement);
    await expect(notice).toBeEmptyDOMElement();
    await expect(notice.getBoundingClientRect().height).toBe(0);
  },
};

/** On a 320 px phone the sentence wraps; nothing is cut off or wider than the screen. */
export const OfflineOnSmallPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const notice = status(canvasElement);
    await expect(notice).toHaveTextContent(SITE_TEXTS.offline.offlineBanner);
    const strip = notice.parentElement!;
    await expect(strip.scrollWidth).toBeLessThanOrEqual(strip.clientWidth);
    await expect(strip.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
