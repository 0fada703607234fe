import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FlagSelectField,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  type FormStatus,
} from '../../src/components/FormField';
import { FIELD_REASONS } from '../../src/model/admin';
import { ADMIN_TITLE_MAX_LENGTH, FLAG_LABELS } from '../../src/model/constants';
import { MESSAGES } from '../../src/model/messages';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';

const TEXTS = ADMIN_TEXTS.adminForms;
/** What the forms show next to a refused field: its label and the server's reason. */
const REASON = TEXTS.fieldReason(TEXTS.titlePrimary, FIELD_REASONS.tooLong(ADMIN_TITLE_MAX_LENGTH));
const OTHER_REASON = TEXTS.fieldReason('file', FIELD_REASONS.required);

/**
 * The admin forms' building blocks: labelled text boxes, text areas and selects, each with an
 * optional hint and the server's reason for refusing it, and the form's outcome message.
 */
const meta = {
  title: 'Components/FormField',
  component: TextField,
  args: { label: TEXTS.titlePrimary },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled text box. */
export const Text: Story = {
  args: { lang: 'hi', defaultValue: 'श्री हनुमान भजन' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: TEXTS.titlePrimary });
    await expect(box).toHaveValue('श्री हनुमान भजन');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(box).not.toHaveAttribute('required');
  },
};

/** With a hint under it, which describes the box. */
export const WithHint: Story = {
  args: { label: TEXTS.videoPath, hint: TEXTS.videoPathHint },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: TEXTS.videoPath })).toHaveAccessibleDescription(TEXTS.videoPathHint);
  },
};

/** Refused by the server: the box is marked invalid and described by the reason. */
export const WithError: Story = {
  args: { hint: undefined, error: REASON },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: TEXTS.titlePrimary });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(REASON);
    await expect(within(canvasElement).getByText(REASON)).toBeVisible();
  },
};

/** A multi-line box: line breaks are kept as typed. */
export const TextArea: Story = {
  render: () => <TextAreaField label={TEXTS.contentPrimary} lang="hi" />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: TEXTS.contentPrimary });
    await userEvent.type(box, 'पहली पंक्ति{Enter}दूसरी पंक्ति');
    await expect(box).toHaveValue('पहली पंक्ति\nदूसरी पंक्ति');
  },
};

/** A chooser: 'Select an option' first (its value empty), then the choices. */
export const Select: Story = {
  render: () => (
    <SelectField
      label={TEXTS.category}
      options={[
        { value: '1', label: 'देवी-देवता', lang: 'hi' },
        { value: '2', label: 'पूजा', lang: 'hi' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const chooser = within(canvasElement).getByRole('combobox', { name: TEXTS.category });
    await expect(chooser).toHaveValue('');
    await expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([MESSAGES.selectAnOption, 'देवी-देवता', 'पूजा']);
    await userEvent.selectOptions(chooser, '2');
    await expect(chooser).toHaveValue('2');
  },
};

/** A flag: Y (Yes), N (No), R (Under Review). */
export const FlagSelect: Story = {
  render: () => <FlagSelectField label={TEXTS.displayFlag} defaultValue="Y" />,
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('combobox', { name: TEXTS.displayFlag });
    await expect(flag).toHaveValue('Y');
    await expect(
      within(flag)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([TEXTS.flagOption('Y', FLAG_LABELS.Y), TEXTS.flagOption('N', FLAG_LABELS.N), TEXTS.flagOption('R', FLAG_LABELS.R)]);
  },
};

/** A flag that may stay empty (the category form's). */
export const FlagSelectWithEmpty: Story = {
  render: () => <FlagSelectField label={TEXTS.showSecondary} allowEmpty />,
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('combobox', { name: TEXTS.showSecondary });
    await expect(flag).toHaveValue('');
    await expect(within(flag).getAllByRole('option')).toHaveLength(4);
  },
};

/** The form's outcome after a success: said politely. */
export const MessageSuccess: Story = {
  render: () => <FormMessage status="success" message={MESSAGES.categoryAdded} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGES.categoryAdded);
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A form whose submit is refused: the outcome goes from submitting to error, as on the admin forms. */
function RefusedForm() {
  const [status, setStatus] = useState<FormStatus>('idle');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setStatus('submitting');
        setTimeout(() => setStatus('error'), 100);
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
    >
      <TextField id="story-title" label={TEXTS.titlePrimary} error={status === 'error' ? REASON : undefined} />
      <FormMessage
        status={status}
        message={status === 'error' ? MESSAGES.checkFields : status === 'submitting' ? TEXTS.submitting : undefined}
        reasons={status === 'error' ? [{ text: REASON, fieldId: 'story-title' }, { text: OTHER_REASON }] : []}
      />
      <SubmitButton busy={status === 'submitting'}>{MESSAGES.submitForm}</SubmitButton>
    </form>
  );
}

/**
 * Refused: 'Please check fields' and the reasons, said at once and focused; a reason for a field of
 * the form leads to it.
 */
export const MessageFieldErrors: Story = {
  render: () => <RefusedForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.submitForm }));
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(MESSAGES.checkFields));
    await waitFor(() => expect(alert).toHaveFocus());
    await userEvent.click(within(alert).getByRole('link', { name: REASON }));
    await expect(canvas.getByRole('textbox', { name: TEXTS.titlePrimary })).toHaveFocus();
    await expect(within(alert).getByText(OTHER_REASON).closest('a')).toBeNull();
  },
};

/** No answer at all. */
export const MessageNetworkFailure: Story = {
  render: () => <FormMessage status="error" message={MESSAGES.somethingWentWrong} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
  },
};
