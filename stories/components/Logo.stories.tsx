import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import { expect, within } from 'storybook/test';
import { Logo } from '../../src/components/Logo';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { paths } from '../../src/model/paths';
import { colors, space } from '../../src/theme/tokens';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark itself: an `<svg>`, found by its tag since it has no role to be found by. */
const logo = (canvasElement: HTMLElement) => {
  const svg = canvasElement.querySelector('svg');
  if (!svg) throw new Error('No logo drawn');
  return svg;
};

/**
 * Decorative: seen, but hidden from screen readers and never a Tab stop (the site name beside it
 * says what it is).
 */
async function expectDecorative(canvasElement: HTMLElement) {
  const svg = logo(canvasElement);
  await expect(svg).toBeVisible();
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
  await expect(svg).toHaveAttribute('focusable', 'false');
  await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
}

/** At its own size: a round mark, as wide as it is high. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectDecorative(canvasElement);
    const { width, height } = logo(canvasElement).getBoundingClientRect();
    await expect(width).toBeGreaterThan(0);
    await expect(width).toBe(height);
  },
};

/** Drawn at the size asked for. */
export const Large: Story = {
  args: { size: 96 },
  play: async ({ canvasElement, args }) => {
    await expectDecorative(canvasElement);
    const { width, height } = logo(canvasElement).getBoundingClientRect();
    await expect({ width, height }).toEqual({ width: args.size, height: args.size });
  },
};

/**
 * In the navigation bar: on the dark header, beside the site name, in the link home. The link is
 * named by the site name alone; the logo adds nothing to it.
 */
export const OnHeader: Story = {
  args: { size: 40 },
  decorators: [
    (Story) => (
      <div style={{ padding: space.md, background: colors.header }}>
        <Link
          to={paths.home}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: space.sm,
            color: colors.onHeader,
            fontWeight: 700,
            textDecoration: 'none',
          }}
        >
          <Story />
          <span>{DEFAULT_APP_CONFIG.siteName}</span>
        </Link>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectDecorative(canvasElement);
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(DEFAULT_APP_CONFIG.siteName);
    await expect(link).toContainElement(logo(canvasElement));
  },
};
