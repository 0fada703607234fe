/** The pieces the reading settings' row and its folded panel (MoreSettings, a chunk of its own) share. */
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const GroupName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;

  /* Enlarged text on a narrow phone: the choices may wrap, in a box that still looks whole. */
  ${({ theme }) => theme.media.enlargedText} {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export const segment = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: ${({ theme }) => theme.layout.tapTarget};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  line-height: 1.2;
`;

export const ChoiceButton = styled.button`
  ${segment}
  cursor: pointer;

  & + & {
    border-left: 2px solid ${({ theme }) => theme.colors.primary};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline-offset: -4px;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A group's name, in English and Hindi: a label for a control (htmlFor), else a name by id (aria-labelledby). */
export function BilingualName({ id, htmlFor, text }: { id?: string; htmlFor?: string; text: { en: string; hi: string } }) {
  return (
    <GroupName as={htmlFor ? 'label' : 'span'} id={id} htmlFor={htmlFor}>
      {text.en} · <span lang="hi">{text.hi}</span>
    </GroupName>
  );
}
