import { useEffect, useRef, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { errorToneStyle } from '../StatusMessage';

/** editing → submitting → success or error (the spec's states and transitions: 'Admin form flow'). */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** One of the server's reasons, listed under the error message. */
export interface FormReason {
  /** The text: the field's label and the reason. */
  text: string;
  /** The id of the field's control, when it is on the form: the reason links to it. */
  fieldId?: string;
}

export interface FormMessageProps {
  status: FormStatus;
  /** What to say: 'Submitting…', the success text, or the failure text. */
  message?: string;
  /** With `error`: the server's reasons, each linking to its field. */
  reasons?: readonly FormReason[];
  className?: string;
}

const Box = styled.div<{ $tone: 'info' | 'success' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ $tone, theme }) =>
    $tone === 'error'
      ? errorToneStyle
      : $tone === 'success'
        ? css`
            color: ${theme.colors.primary};
            background: ${theme.colors.accentSoft};
            border: 1px solid ${theme.colors.accent};
          `
        : css`
            color: ${theme.colors.textMuted};
          `}

  /* Kept in the page while empty (a live region must be there before its text), but not seen. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;

const Text = styled.p`
  margin: 0;
`;

const List = styled.ul`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding-left: ${({ theme }) => theme.space.lg};
  font-weight: 400;

  a {
    color: inherit;
  }
`;

/** Focuses a field's control instead of following the link (no change of the page's address). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = event.currentTarget.ownerDocument.getElementById(fieldId);
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * A form's outcome, at the top of the form. Submitting and success are said politely
 * (role="status"); a failure at once (role="alert"), and the focus moves to it, so that a keyboard
 * or screen-reader user lands on the list of reasons, each of which leads to its field.
 */
export function FormMessage({ status, message, reasons = [], className }: FormMessageProps) {
  const errorBox = useRef<HTMLDivElement>(null);
  const failed = status === 'error' && Boolean(message);
  // Each failure follows a submit (status 'submitting'), so this runs once per failed submit.
  useEffect(() => {
    if (failed) errorBox.current?.focus();
  }, [failed]);

  const polite = status === 'submitting' || status === 'success' ? message : undefined;
  return (
    <div className={className}>
      <Box $tone={status === 'success' ? 'success' : 'info'} role="status">
        {polite ? <Text>{polite}</Text> : null}
      </Box>
      <Box $tone="error" role="alert" ref={errorBox} tabIndex={-1}>
        {failed ? (
          <>
            <Text>{message}</Text>
            {reasons.length > 0 ? (
              <List>
                {reasons.map((reason) => (
                  <li key={reason.text}>
                    {reason.fieldId ? (
                      <a href={`#${reason.fieldId}`} onClick={(event) => focusField(event, reason.fieldId!)}>
                        {reason.text}
                      </a>
                    ) : (
                      reason.text
                    )}
                  </li>
                ))}
              </List>
            ) : null}
          </>
        ) : null}
      </Box>
    </div>
  );
}
