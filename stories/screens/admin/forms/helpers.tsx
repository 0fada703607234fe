/** What the admin form stories share: the page they sit on, and a user's way of filling and sending a form. */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { savedBodies } from '../../../../mocks/handlers/admin-forms';
import { MESSAGES } from '../../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../../src/model/adminMessages';

/** The screen inside a page's main region, as the admin layout shows it. */
export const withAdminPage: Decorator = (Story) => (
  <main style={{ padding: '1.5rem' }}>
    <Story />
  </main>
);

export const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
export const textbox = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('textbox', { name: label });
export const select = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('combobox', { name: label });
export const submitButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: MESSAGES.submitForm });
export const theForm = (canvasElement: HTMLElement) => within(canvasElement).getByRole('form');

/** Types `text` into the box labelled `label`, replacing what it held (pasted: the lyrics are long and have line breaks). */
export async function enter(canvasElement: HTMLElement, label: string, text: string) {
  const box = textbox(canvasElement, label);
  await userEvent.clear(box);
  if (text === '') return;
  await userEvent.click(box);
  await userEvent.paste(text);
}

export async function choose(canvasElement: HTMLElement, label: string, value: string) {
  await userEvent.selectOptions(select(canvasElement, label), value);
}

/** The live region with `role` that says `text` (the form's, or a file picker's), once it does. */
export async function findSaid(canvasElement: HTMLElement, role: 'status' | 'alert', text: string, timeout = 5_000) {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = within(canvasElement)
        .getAllByRole(role)
        .find((region) => region.textContent?.includes(text));
      expect(found, `a ${role} saying '${text}'`).toBeDefined();
    },
    { timeout },
  );
  return found!;
}

/** No live region with `role` says anything containing `text`. */
export function expectNotSaid(canvasElement: HTMLElement, role: 'status' | 'alert', text: string) {
  const said = within(canvasElement)
    .queryAllByRole(role)
    .some((region) => region.textContent?.includes(text));
  return expect(said, `no ${role} saying '${text}'`).toBe(false);
}

/** The field's control is marked invalid and described by `reason`. */
export async function expectFieldReason(control: HTMLElement, reason: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(reason));
}

/** Time for a request or a re-render that should not happen. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sent, the answer not yet in: the form says so and is busy, and a second click sends nothing more
 * to `savePath` (call once the form has been sent, with the save's mock held at 'submitting').
 */
export async function expectSubmittingSendsOnce(canvasElement: HTMLElement, savePath: string) {
  await findSaid(canvasElement, 'status', ADMIN_TEXTS.adminForms.submitting);
  await expect(theForm(canvasElement)).toHaveAttribute('aria-busy', 'true');
  await expect(submitButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(submitButton(canvasElement));
  await settle();
  await expect(savedBodies.to(savePath)).toHaveLength(1);
}
