import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../../.storybook/annotations';
import { AUDIT_ENTRIES } from '../../../mocks/fixtures/audit';
import { OTHER_EDITOR } from '../../../mocks/fixtures/revisions';
import { AUDIT_MOCK_PAGE_SIZE, auditTrail } from '../../../mocks/handlers/audit';
import { dottedTitleHymn } from '../../../mocks/fixtures/content';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../../../src/model/audit';
import { adminPaths, ROUTE_PATTERNS } from '../../../src/model/paths';
import { AuditTrailScreen } from '../../../src/screens/admin/audit/AuditTrailScreen';
import { withAdminFrame } from './adminFrame';

const TEXTS = ADMIN_TEXTS.audit;

/** `/admin/audit`: who did what in the admin area, newest first, by account and kind, a page at a time. */
const meta = {
  title: 'Screens/Admin/AuditTrail',
  component: AuditTrailScreen,
  decorators: [withAdminFrame(ROUTE_PATTERNS.adminAudit)],
  parameters: { route: { initialEntries: [adminPaths.audit], showLocation: true } },
} satisfies Meta<typeof AuditTrailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: TEXTS.caption }, { timeout: 5_000 });
  return within(table).getAllByRole('row').slice(1);
};

/** The newest entries: when, who, what, about which hymn (a link to it), from where; how long they are kept; the way to older ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await rows(canvasElement);
    await expect(shown).toHaveLength(AUDIT_MOCK_PAGE_SIZE);
    await expect(shown[0]).toHaveTextContent(TEXTS.kinds.correctionAccepted);
    await expect(shown[2]).toHaveTextContent(TEXTS.kinds.hide);
    await expect(shown[2]).toHaveTextContent(OTHER_EDITOR);
    await expect(within(shown[2]!).getByRole('link', { name: `${TEXTS.subjects.content} #${dottedTitleHymn.contentId}` })).toHaveAttribute(
      'href',
      adminPaths.contentEdit(dottedTitleHymn.contentId),
    );
    await expect(canvas.getByText(TEXTS.kept(AUDIT_RETENTION_DEFAULT_DAYS))).toBeVisible();
    await expect(canvas.getByRole('link', { name: TEXTS.older })).toBeVisible();
  },
};

/** One account and one kind chosen: only their entries; the choices are in the page's address. */
export const ByAccountAndKind: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.account }), OTHER_EDITOR);
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(2));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.kind }), 'signIn');
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1));
    await expect((await rows(canvasElement))[0]).toHaveTextContent(TEXTS.kinds.signIn);
    await expect(within(canvasElement.ownerDocument.body).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(`kind=signIn`);
  },
};

/** Older entries, and back to the newest. */
export const OlderEntries: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: TEXTS.older }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(AUDIT_ENTRIES.length - AUDIT_MOCK_PAGE_SIZE));
    await expect(canvas.queryByRole('link', { name: TEXTS.older })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: TEXTS.newest }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(AUDIT_MOCK_PAGE_SIZE));
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { visual: false, msw: { handlers: { auditTrail: auditTrail.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.empty, {}, { timeout: 5_000 })).toBeVisible();
  },
};

/** The trail cannot be loaded: said so, with Try again. */
export const LoadFailed: Story = {
  parameters: { visual: false, msw: { handlers: { auditTrail: auditTrail.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.loadFailed, {}, { timeout: 5_000 })).toBeVisible();
  },
};
