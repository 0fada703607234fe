import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  acceptedCorrection,
  conflictingCorrection,
  rejectedCorrection,
  staleCorrection,
  waitingCorrection,
} from '../../../mocks/fixtures/corrections';
import { correctionAccept, correctionQueue, resetCorrections } from '../../../mocks/handlers/corrections';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { CORRECTION_QUEUE_TEXTS } from '../../../src/model/corrections';
import { adminPaths, ROUTE_PATTERNS } from '../../../src/model/paths';
import { CorrectionQueueScreen } from '../../../src/screens/admin/corrections/CorrectionQueueScreen';
import { withAdminFrame } from './adminFrame';

const TEXTS = ADMIN_TEXTS.corrections;

/**
 * `/admin/corrections`: readers' corrections waiting for an editor (one made against the hymn as it
 * is, one stale, one whose line changed since), and the decided ones under Accepted and Rejected.
 */
const meta = {
  title: 'Screens/Admin/CorrectionQueue',
  component: CorrectionQueueScreen,
  decorators: [withAdminFrame(ROUTE_PATTERNS.adminCorrections)],
  beforeEach: () => resetCorrections(),
  parameters: { route: { initialEntries: [adminPaths.corrections], showLocation: true } },
} satisfies Meta<typeof CorrectionQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, id: number) =>
  within(canvasElement).findByRole('article', { name: new RegExp(`^${TEXTS.heading(id)} `) }, { timeout: 5_000 });
const navLink = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: ADMIN_TEXTS.admin.navLabel })).getByRole('link', {
    name: new RegExp(`^${TEXTS.navLink}`),
  });

/**
 * Pending: three waiting, oldest first, each line's change marked. The stale one says so and can
 * be accepted; the conflicting one says its line changed and offers only Reject. The navigation
 * says three wait.
 */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await card(canvasElement, waitingCorrection.id);
    const articles = canvas.getAllByRole('article');
    await expect(articles.map((article) => article.querySelector('h2')?.textContent?.split(' · ')[0])).toEqual(
      [waitingCorrection, staleCorrection, conflictingCorrection].map((correction) => TEXTS.heading(correction.id)),
    );
    await expect(within(waiting).getByText('खरचै', { selector: 'del' })).toBeVisible();
    await expect(within(waiting).getByText('खरच', { selector: 'ins' })).toBeVisible();
    await expect(within(waiting).getByRole('link', { name: waitingCorrection.email })).toHaveAttribute(
      'href',
      `mailto:${waitingCorrection.email}`,
    );
    const stale = await card(canvasElement, staleCorrection.id);
    await expect(stale).toHaveTextContent(TEXTS.stale(staleCorrection.revision, staleCorrection.currentRevision));
    await expect(within(stale).getByRole('button', { name: TEXTS.accept })).toBeVisible();
    const conflicting = await card(canvasElement, conflictingCorrection.id);
    await expect(conflicting).toHaveTextContent(TEXTS.conflicting(conflictingCorrection.revision, conflictingCorrection.currentRevision));
    await expect(within(conflicting).queryByRole('button', { name: TEXTS.accept })).toBeNull();
    await expect(within(conflicting).getByRole('button', { name: TEXTS.reject })).toBeVisible();
    await waitFor(() => expect(navLink(canvasElement)).toHaveAccessibleName(`${TEXTS.navLink} 3 ${TEXTS.navWaiting}`));
  },
};

/** Accept: the line goes into the hymn as a new revision, the page says which, the queue and the navigation's count follow. */
export const AcceptOne: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await card(canvasElement, waitingCorrection.id)).getByRole('button', { name: TEXTS.accept }));
    await waitFor(() =>
      expect(canvas.getByText(TEXTS.accepted(waitingCorrection.id, waitingCorrection.currentRevision + 1))).toBeVisible(),
    );
    await waitFor(() => expect(canvas.queryByRole('article', { name: new RegExp(`^${TEXTS.heading(waitingCorrection.id)} `) })).toBeNull());
    await waitFor(() => expect(navLink(canvasElement)).toHaveAccessibleName(`${TEXTS.navLink} 2 ${TEXTS.navWaiting}`));
    await userEvent.click(canvas.getByRole('link', { name: TEXTS.filters.accepted }));
    await expect(await card(canvasElement, waitingCorrection.id)).toHaveTextContent(
      TEXTS.acceptedBy('editor@example.com', '', null).split(',')[0]!,
    );
  },
};

/** Edit and accept: the editor's own line is what goes in. */
export const EditAndAccept: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const stale = within(await card(canvasElement, staleCorrection.id));
    await userEvent.click(stale.getByRole('button', { name: TEXTS.editAndAccept }));
    const line = stale.getByRole('textbox', { name: TEXTS.editedLine });
    await expect(line).toHaveValue(staleCorrection.suggested);
    await userEvent.clear(line);
    await userEvent.type(line, 'बरनउँ रघुबर बिमल जस, जो दायक फल चारि ॥');
    await userEvent.click(stale.getByRole('button', { name: TEXTS.acceptEdited }));
    await waitFor(() =>
      expect(within(canvasElement).getByText(TEXTS.accepted(staleCorrection.id, staleCorrection.currentRevision + 1))).toBeVisible(),
    );
  },
};

/** Reject with a reason: it leaves the waiting list and shows under Rejected with the reason. */
export const RejectWithReason: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conflicting = within(await card(canvasElement, conflictingCorrection.id));
    await userEvent.click(conflicting.getByRole('button', { name: TEXTS.reject }));
    await userEvent.type(conflicting.getByRole('textbox', { name: TEXTS.reason }), 'Fixed by hand in revision 2.');
    await userEvent.click(conflicting.getByRole('button', { name: TEXTS.confirmReject }));
    await waitFor(() => expect(canvas.getByText(TEXTS.rejected(conflictingCorrection.id))).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: TEXTS.filters.rejected }));
    await expect(await card(canvasElement, conflictingCorrection.id)).toHaveTextContent('Fixed by hand in revision 2.');
  },
};

/** Someone decided it meanwhile: the server's words, and the list is asked again. */
export const DecidedMeanwhile: Story = {
  parameters: { visual: false, msw: { handlers: { correctionAccept: correctionAccept.alreadyDecided } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await card(canvasElement, waitingCorrection.id)).getByRole('button', { name: TEXTS.accept }));
    await waitFor(() => expect(within(canvasElement).getByText(CORRECTION_QUEUE_TEXTS.alreadyDecided)).toBeVisible());
  },
};

/** The hymn was saved by someone else since the queue was loaded: said so, nothing decided, the queue asked again. */
export const SavedMeanwhile: Story = {
  parameters: { visual: false, msw: { handlers: { correctionAccept: correctionAccept.savedMeanwhile } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await card(canvasElement, waitingCorrection.id)).getByRole('button', { name: TEXTS.accept }));
    await waitFor(() => expect(within(canvasElement).getByText(TEXTS.decisionConflict)).toBeVisible());
    await expect(await card(canvasElement, waitingCorrection.id)).toBeVisible();
  },
};

/** Accepted ones, newest first: who accepted each, when, and as which revision. */
export const Accepted: Story = {
  parameters: { route: { initialEntries: [`${adminPaths.corrections}?status=accepted`], showLocation: true } },
  play: async ({ canvasElement }) => {
    const accepted = await card(canvasElement, acceptedCorrection.id);
    await expect(accepted).toHaveTextContent(`, as revision ${acceptedCorrection.appliedRevision}`);
    await expect(within(accepted).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: TEXTS.filters.accepted })).toHaveAttribute('aria-current', 'page');
  },
};

/** Rejected ones: who rejected each, when, and why. */
export const Rejected: Story = {
  parameters: { route: { initialEntries: [`${adminPaths.corrections}?status=rejected`], showLocation: true } },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement, rejectedCorrection.id)).toHaveTextContent(rejectedCorrection.reason);
  },
};

/** Nothing waits: said so, and the navigation shows no count. */
export const Empty: Story = {
  parameters: { msw: { handlers: { correctionQueue: correctionQueue.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.empty.pending, {}, { timeout: 5_000 })).toBeVisible();
    await expect(navLink(canvasElement)).toHaveAccessibleName(TEXTS.navLink);
  },
};

/** The queue cannot be loaded: said so, with Try again. */
export const LoadFailed: Story = {
  parameters: { visual: false, msw: { handlers: { correctionQueue: correctionQueue.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.loadFailed, {}, { timeout: 5_000 })).toBeVisible();
  },
};
