import type { Decorator } from '@storybook/react-vite';
import { PublicLayout } from '../src/app/PublicLayout';

/** A screen in the public frame (navigation bar, footer, feedback button), as the app's routes show it. */
export const withPublicLayout: Decorator = (Story) => (
  <PublicLayout>
    <Story />
  </PublicLayout>
);
