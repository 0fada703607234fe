import { composeStories } from '@storybook/react-vite';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../../stories/components/ShareButton.stories';
import { SITE_TEXTS } from '../../model/messages';
import { LINK_COPIED_VISIBLE_MS } from './ShareButton';

const { WebShare, ShareCancelled, ShareFails, CopyLink, CopyFails, NoClipboard } = composeStories(stories);

describe('ShareButton', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("opens the browser's share sheet with the spec's text and dialog title", async () => {
    await WebShare.run();
  });

  it('stays silent when the reader cancels, and only logs a failed share', async () => {
    await ShareCancelled.run();
    await ShareFails.run();
  });

  it("copies the link where there is no share sheet, and says 'Link copied' for a while", async () => {
    // A clock that moves on its own (for the clicks) and can be moved on by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await CopyLink.run();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SITE_TEXTS.share.linkCopied);
    await act(() => vi.advanceTimersByTimeAsync(LINK_COPIED_VISIBLE_MS));
    expect(status).toHaveTextContent('');
  });

  it('shows the link selected in a text box when copying fails or is not possible', async () => {
    await CopyFails.run();
    await NoClipboard.run();
  });
});
