import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

export interface DialogProps {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A second line under the heading (e.g. the Hindi title), in `subtitleLang`. */
  subtitle?: ReactNode;
  subtitleLang?: string;
  /**
   * The visitor asks to close it (the close button, Escape). The dialog is open while it is
   * rendered: the owner closes it by no longer rendering it (e.g. by navigating away).
   */
  onClose: () => void;
  /** The close button's text, e.g. 'Close'. */
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/** While a dialog is open the page behind does not scroll (and keeps its scrollbar's room). */
const LockPageScroll = createGlobalStyle`
  html {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
`;

const Box = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: 1000;
  width: min(36rem, calc(100% - ${({ theme }) => theme.space.md}));
  height: fit-content;
  max-height: calc(100vh - ${({ theme }) => theme.space.xl});
  max-height: calc(100dvh - ${({ theme }) => theme.space.xl});
  margin: auto;
  padding: 0;
  overflow: auto;
  overscroll-behavior: contain;
  border: 0;
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &::backdrop {
    background: rgba(43, 29, 20, 0.6);
  }

  /* Enlarged text on a narrow phone: the words need the room more than the margins do. */
  ${({ theme }) => theme.media.enlargedText} {
    width: calc(100% - ${({ theme }) => theme.space.xs});
  }

  /* It takes the focus as a whole when it opens (the screen reader says its name); no ring for that. */
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  /* Enlarged text on a narrow phone: the close button goes under the heading rather than past the dialog's edge. */
  ${({ theme }) => theme.media.enlargedText} {
    flex-wrap: wrap;
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

const Title = styled.h2`
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Subtitle = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 400;
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: ${({ theme }) => theme.layout.tapTarget};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  svg {
    width: 1.1em;
    height: 1.1em;
  }

  ${({ theme }) => theme.media.enlargedText} {
    padding-inline: ${({ theme }) => theme.space.xxs};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};

  ${({ theme }) => theme.media.enlargedText} {
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A modal dialog, open while rendered: the native `<dialog>` shown with `showModal()`, so the page
 * behind is inert, Tab stays inside and the dialog sits above everything. It is named by its
 * heading and takes the focus when it opens; the close button and Escape call `onClose`; when it
 * goes away, the focus goes back to what had it before (when that is still there). Browsers
 * without `showModal()` get the same dialog, open but not modal.
 */
export function Dialog({ title, subtitle, subtitleLang, onClose, closeLabel, children, className }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  useEffect(() => {
    ref.current?.focus();
    return () => {
      // After the page behind has been updated (a passive effect): what opened the dialog may
      // only now be visible again.
      const previous = opener.current;
      if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
        previous.focus({ preventScroll: true });
      }
    };
  }, []);

  // Escape: the browser's `cancel` (a modal dialog) or the key itself (otherwise). The dialog
  // stays open until its owner stops rendering it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <Box
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={onCancel}
      // Closed by the browser anyway (some ignore a cancelled `cancel` when Escape is pressed again and again).
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <LockPageScroll />
      <Header>
        <Title id={titleId}>
          {title}
          {subtitle ? (
            <>
              {' '}
              <Subtitle lang={subtitleLang}>{subtitle}</Subtitle>
            </>
          ) : null}
        </Title>
        <CloseButton type="button" onClick={onClose}>
          <CloseIcon />
          {closeLabel}
        </CloseButton>
      </Header>
      <Body>{children}</Body>
    </Box>
  );
}
