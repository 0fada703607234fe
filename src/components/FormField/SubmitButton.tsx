import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Button = styled.button`
  align-self: flex-start;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  max-width: 100%;
  font-weight: 700;
  overflow-wrap: anywhere;
  cursor: pointer;

  ${({ theme }) => theme.media.enlargedText} {
    padding-inline: ${({ theme }) => theme.space.md};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }

  &[aria-disabled='true'] {
    opacity: 0.75;
    cursor: progress;
  }
`;

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> {
  children: ReactNode;
  /**
   * The form is busy (submitting, or a file still uploading): the button does nothing, says so
   * (`aria-disabled`) and keeps the focus, which `disabled` would drop.
   */
  busy?: boolean;
}

/** A form's submit button ('Submit Form'). */
export function SubmitButton({ children, busy = false, ...button }: SubmitButtonProps) {
  return (
    <Button type="submit" aria-disabled={busy} {...button}>
      {children}
    </Button>
  );
}
