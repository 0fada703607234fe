import styled, { css } from 'styled-components';

/*
 * The look of a labelled form field, shared by the admin forms (FormField) and the public feedback
 * form. A module of its own so that the public pages take these few styles, not the admin fields.
 */

/** A field: its label, control, hint and error in a column. */
export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
`;

/** A text box's, text area's or select's frame; red once the server refused the value. */
export const controlStyle = css`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;
