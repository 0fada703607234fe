import { FEEDBACK_TEXTS, feedbackFieldName } from '../../src/model/feedbackTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { FeedbackForm, type FeedbackFormProps, type FeedbackFormStatus, type FeedbackFormValues } from '../../src/components/FeedbackForm';
import { FEEDBACK_EMAIL_MAX_LENGTH, FEEDBACK_NAME_MAX_LENGTH, FEEDBACK_TEXT_MAX_LENGTH, RATING_START } from '../../src/model/constants';
import { MESSAGES } from '../../src/model/messages';

const TEXTS = FEEDBACK_TEXTS;

/** A visitor's feedback, as typed in the stories. */
export const SAMPLE_FEEDBACK: FeedbackFormValues = {
  name: 'Sita Devi',
  email: 'sita@example.org',
  feedbackText: 'बहुत सुंदर भजन संग्रह। Please add the Sundarkand too.',
  rating: 4,
};

/** How long the stand-in server of the stateful stories takes to answer. */
const ANSWER_MS = 300;

/**
 * The form with a stand-in for the screen: a submit is `submitting` for ANSWER_MS, then ends in
 * `outcome` with `message`.
 */
function FormWithAnswers({ outcome, ...args }: FeedbackFormProps & { outcome: Exclude<FeedbackFormStatus, 'idle' | 'submitting'> }) {
  const [status, setStatus] = useState<FeedbackFormStatus>('idle');
  return (
    <FeedbackForm
      {...args}
      status={status}
      message={status === outcome ? args.message : undefined}
      onSubmit={(values) => {
        args.onSubmit(values);
        setStatus('submitting');
        setTimeout(() => setStatus(outcome), ANSWER_MS);
      }}
    />
  );
}

const meta = {
  title: 'Components/FeedbackForm',
  component: FeedbackForm,
  args: { onSubmit: fn(), status: 'idle' },
  // Shared with the feedback screen's stories; not stories themselves.
  excludeStories: ['SAMPLE_FEEDBACK', 'fillFeedback'],
  parameters: { chromatic: { modes: allModes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text field by its label (read in English, then Hindi). */
const field = (canvasElement: HTMLElement, key: 'name' | 'email' | 'text') =>
  within(canvasElement).getByRole('textbox', { name: feedbackFieldName(key) });
const sendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^(${TEXTS.submit}|${TEXTS.submitting})$`) });

/** Types a visitor's feedback and chooses the stars (a click on star n: the radio input lies over it). */
export async function fillFeedback(canvasElement: HTMLElement, feedback: FeedbackFormValues = SAMPLE_FEEDBACK) {
  await userEvent.type(field(canvasElement, 'name'), feedback.name);
  await userEvent.type(field(canvasElement, 'email'), feedback.email);
  await userEvent.type(field(canvasElement, 'text'), feedback.feedbackText);
  if (feedback.rating > RATING_START) {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: TEXTS.star(feedback.rating) }));
  }
}

/** Empty: name, e-mail and text are required (by the browser), the rating starts at 0; labels in English and Hindi. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['name', 'email', 'text'] as const) {
      await expect(field(canvasElement, name)).toBeRequired();
      await expect(field(canvasElement, name)).toHaveValue('');
    }
    await expect(field(canvasElement, 'email')).toHaveAttribute('type', 'email');
    // No longer than the server takes.
    await expect(field(canvasElement, 'name')).toHaveAttribute('maxlength', String(FEEDBACK_NAME_MAX_LENGTH));
    await expect(field(canvasElement, 'email')).toHaveAttribute('maxlength', String(FEEDBACK_EMAIL_MAX_LENGTH));
    await expect(field(canvasElement, 'text')).toHaveAttribute('maxlength', String(FEEDBACK_TEXT_MAX_LENGTH));
    await expect(field(canvasElement, 'text').tagName).toBe('TEXTAREA');
    await expect(canvas.getByRole('radiogroup', { name: feedbackFieldName('rating') })).toBeVisible();
    // Every label in English and Hindi, the Hindi marked as such.
    for (const hindi of Object.values(TEXTS.hindi)) await expect(canvas.getByText(hindi)).toHaveAttribute('lang', 'hi');
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    // Honest about what is sent besides what the visitor typed.
    await expect(canvas.getByText(TEXTS.deviceInfoNote)).toBeVisible();
    await expect(sendButton(canvasElement)).toHaveAccessibleName(TEXTS.submit);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Filled in and sent: the values go to `onSubmit`. */
export const FillAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await fillFeedback(canvasElement);
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(SAMPLE_FEEDBACK);
  },
};

/** Without a rating, 0 is sent (not rated). */
export const SubmitWithoutRating: Story = {
  play: async ({ canvasElement, args }) => {
    await fillFeedback(canvasElement, { ...SAMPLE_FEEDBACK, rating: RATING_START });
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...SAMPLE_FEEDBACK, rating: RATING_START });
  },
};

/** The browser refuses an empty required field or an e-mail without an @: nothing is sent. */
export const RequiredFieldsBlockSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(sendButton(canvasElement));
    await expect(field(canvasElement, 'name')).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await fillFeedback(canvasElement, { ...SAMPLE_FEEDBACK, email: 'sita.example.org' });
    await userEvent.click(sendButton(canvasElement));
    await expect(field(canvasElement, 'email')).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the form is busy and the button does nothing more (it keeps the focus). */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement, args }) => {
    const button = sendButton(canvasElement);
    await expect(button).toHaveAccessibleName(TEXTS.submitting);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    await fillFeedback(canvasElement);
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Sent: the thank-you, said politely. */
export const Success: Story = {
  args: { status: 'success', message: MESSAGES.feedbackThanks },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGES.feedbackThanks);
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Refused by the server: its message, said at once. */
export const ServerMessage: Story = {
  args: { status: 'error', message: 'Please enter a valid e-mail address.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.message!);
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Refused without a message. */
export const Failed: Story = {
  args: { status: 'error', message: MESSAGES.feedbackFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MESSAGES.feedbackFailed);
  },
};

/** The server could not be reached. */
export const Exception: Story = {
  args: { status: 'error', message: MESSAGES.feedbackException },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MESSAGES.feedbackException);
  },
};

/** After a success the thank-you shows and the name, e-mail, text and rating are cleared. */
export const ClearsAfterSuccess: Story = {
  args: { message: MESSAGES.feedbackThanks },
  render: (args) => <FormWithAnswers {...args} outcome="success" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillFeedback(canvasElement);
    await userEvent.click(sendButton(canvasElement));
    await expect(await canvas.findByText(MESSAGES.feedbackThanks)).toHaveAttribute('role', 'status');
    await expect(args.onSubmit).toHaveBeenCalledWith(SAMPLE_FEEDBACK);
    for (const name of ['name', 'email', 'text'] as const) await expect(field(canvasElement, name)).toHaveValue('');
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await expect(canvas.getByText(TEXTS.notRated)).toBeVisible();
  },
};

/** After a failure the fields stay as typed; a new submit clears the old message at once. */
export const NewSubmitClearsMessage: Story = {
  args: { message: MESSAGES.feedbackFailed },
  render: (args) => <FormWithAnswers {...args} outcome="error" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFeedback(canvasElement);
    await userEvent.click(sendButton(canvasElement));
    await expect(await canvas.findByText(MESSAGES.feedbackFailed)).toHaveAttribute('role', 'alert');
    await expect(field(canvasElement, 'name')).toHaveValue(SAMPLE_FEEDBACK.name);

    await userEvent.click(sendButton(canvasElement));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(await canvas.findByText(MESSAGES.feedbackFailed)).toBeVisible();
  },
};
