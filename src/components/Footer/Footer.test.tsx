import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/Footer.stories';
import { DEFAULT_APP_CONFIG } from '../../model/config';

const { Default, OtherDeployment } = composeStories(stories);

describe('Footer', () => {
  it('shows the current year, the About, Feedback, support and Android app links', async () => {
    await Default.run();
    expect(screen.getByText(`© ${new Date().getFullYear()} ${DEFAULT_APP_CONFIG.siteName}`)).toBeInTheDocument();
  });

  it("shows another deployment's name, address and app link", async () => {
    await OtherDeployment.run();
  });
});
