import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SHARE_DIALOG_TITLE, shareText } from '../../model/constants';
import { SITE_TEXTS } from '../../model/messages';
import { ShareIcon } from '../ActionBar';
import { secondaryActionStyle } from '../StatusMessage';

export interface ShareButtonProps {
  /** The hymn's title as shown on the page; shared as 'Bhajan Lyrics - {title}'. */
  title: string;
  /**
   * The address to share, absolute or relative to the current page; the current page's address
   * when not given. Read when the button is pressed.
   */
  url?: string;
  /** What the share sheet says (a set list's own words); a hymn's, from the spec's constants, when not given. */
  data?: Pick<ShareData, 'title' | 'text'>;
  /** The button's text; the spec's 'Share' when not given. */
  label?: string;
  className?: string;
}

const TEXT = SITE_TEXTS.share;
/** How long 'Link copied' stays on screen. */
export const LINK_COPIED_VISIBLE_MS = 6_000;

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string };

/** The Web Share API's data for a hymn (the spec's constants: the share text and the dialog title). */
export function shareData(title: string, url: string): ShareData {
  return { title: SHARE_DIALOG_TITLE, text: shareText(title), url };
}

/** Whether the browser can open its own share sheet for this data (phones, some desktops). */
function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

const Wrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  max-width: 100%;
`;

const Button = styled.button`
  ${secondaryActionStyle}
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  svg {
    flex: none;
    width: 1.2em;
    height: 1.2em;
  }
`;

const Copied = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;

  /* Empty (but present, as a live region) until there is something to say: no room taken meanwhile. */
  &:empty {
    display: block;
  }

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Manual = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: 28rem;
  max-width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: ${({ theme }) => theme.layout.tapTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface ShareOptions {
  /** The hymn's title as shown on the page; shared as 'Bhajan Lyrics - {title}'. */
  title: string;
  /** The address to share (see ShareButtonProps.url). */
  url?: string;
  /** What the share sheet says (see ShareButtonProps.data). */
  data?: Pick<ShareData, 'title' | 'text'>;
}

/**
 * Share the page: the browser's share sheet (Web Share API) where there is one; otherwise the link
 * is copied to the clipboard, with a visible 'Link copied'; where that fails too, the link is shown
 * selected in a text box to copy by hand. A failed share is only logged (the spec's error catalogue); a
 * cancelled one is nothing to report. `share` is for a click; `feedback` goes under the control.
 */
export function useShare({ title, url, data: ownData }: ShareOptions): { share: () => void; feedback: ReactNode } {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const manualInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (state.kind === 'copied') {
      const timer = setTimeout(() => setState({ kind: 'idle' }), LINK_COPIED_VISIBLE_MS);
      return () => clearTimeout(timer);
    }
    if (state.kind === 'manual') {
      manualInput.current?.focus();
      manualInput.current?.select();
    }
    return undefined;
  }, [state]);

  const share = () => {
    const address = new URL(url ?? window.location.href, window.location.href).href;
    const data = ownData ? { ...ownData, url: address } : shareData(title, address);
    if (canShare(data)) {
      // Called at once, inside the click: browsers open the sheet only during a user gesture.
      navigator.share(data).catch((error: unknown) => {
        if (!isAbort(error)) console.warn('Sharing failed', error);
      });
      return;
    }
    if (typeof navigator.clipboard?.writeText !== 'function') {
      setState({ kind: 'manual', url: address });
      return;
    }
    navigator.clipboard.writeText(address).then(
      () => setState({ kind: 'copied' }),
      (error: unknown) => {
        console.debug('Copying the link failed', error);
        setState({ kind: 'manual', url: address });
      },
    );
  };

  const feedback = (
    <>
      {/* Always present, so that screen readers announce the change. */}
      <Copied role="status">{state.kind === 'copied' ? TEXT.linkCopied : ''}</Copied>
      {state.kind === 'manual' ? (
        <Manual>
          <label htmlFor={inputId}>{TEXT.copyLink}</label>
          <input id={inputId} ref={manualInput} type="url" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
        </Manual>
      ) : null}
    </>
  );
  return { share, feedback };
}

/** A Share button, with what sharing says under it (see useShare). */
export function ShareButton({ title, url, data, label, className }: ShareButtonProps) {
  const { share, feedback } = useShare({ title, url, data });
  return (
    <Wrapper className={className}>
      <Button type="button" onClick={share}>
        <ShareIcon />
        {label ?? TEXT.button}
      </Button>
      {feedback}
    </Wrapper>
  );
}
