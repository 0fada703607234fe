import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { TOGETHER_UI_TEXTS } from '../../model/togetherTexts';
import { darkColors } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { StageButton } from '../Presentation';
import { QrCode } from '../QrCode';

const TEXT = TOGETHER_UI_TEXTS;

/** Where the leader's room is: being opened, open, not opened, led by another phone now, or ended. */
export type TogetherPanelStatus = 'opening' | 'open' | 'failed' | 'handedOver' | 'ended';

export interface TogetherPanelProps {
  /** The panel's id (the bar's button controls it). */
  id?: string;
  status: TogetherPanelStatus;
  /** The room's code and its link (the whole address, for the QR code); the join page's address as said aloud. */
  code?: string;
  link?: string;
  joinAddress?: string;
  /** Phones following now (undefined until known). */
  followers?: number | undefined;
  /** The followers' screens are blank. */
  blank?: boolean;
  onBlankChange?: (blank: boolean) => void;
  /** The hand-over PIN, once asked for; asking for it. */
  pin?: string | undefined;
  onHandOver?: () => void;
  /** The last move has not reached the server: it is sent again. */
  moveNotSent?: boolean;
  /** Why the room was not opened, in the server's words (else the connection is blamed). */
  failure?: string | undefined;
  /** The end did not reach the server (End can be pressed again). */
  endFailed?: boolean;
  onEnd?: () => void;
  onRetry?: () => void;
  onCopyLink?: () => void;
  /** The link was copied (said once, in the live region). */
  linkCopied?: boolean;
  onHide: () => void;
  className?: string;
}

/** Over the stanza, in the presentation's night colours; it scrolls where a small phone cannot hold it. */
const Panel = styled.section`
  &:focus {
    outline: none;
  }

  position: absolute;
  inset: 0;
  z-index: 1;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
  background: ${darkColors.footer};
  color: ${darkColors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: inherit;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Column = styled.div`
  max-width: 30rem;
  margin: 0 auto;
`;

/** The code, large and spaced, to read out across a hall. */
const Code = styled.p`
  font-size: clamp(2rem, 12vw, 3.5rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.18em;
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Qr = styled(QrCode)`
  max-width: 14rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Link = styled.p`
  color: ${darkColors.textMuted};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Muted = styled.p`
  color: ${darkColors.textMuted};
`;

/** The code spelled out for a screen reader (read as one word, 'K7M2QX' is no help to type). */
const Spelled = styled.span`
  ${visuallyHidden}
`;

const Pin = styled.strong`
  font-size: 1.4em;
  letter-spacing: 0.12em;
`;

/**
 * The leader's Sing together panel, over the presentation: the code to read out, the link and its
 * QR code to show, how many phones follow, and the room's controls (blank the followers' screens,
 * hand the lead to another phone with a PIN, end the satsang). Presentational: the room is its owner's.
 */
export function TogetherPanel({
  id,
  status,
  code,
  link,
  joinAddress,
  followers,
  blank = false,
  onBlankChange,
  pin,
  onHandOver,
  moveNotSent = false,
  failure,
  endFailed = false,
  onEnd,
  onRetry,
  onCopyLink,
  linkCopied = false,
  onHide,
  className,
}: TogetherPanelProps) {
  const headingId = useId();
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  // Shown: the focus goes into it (the stage under it is covered).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Panel ref={panel} id={id} tabIndex={-1} aria-labelledby={headingId} className={className}>
      <Column>
        <h2 id={headingId}>
          {TEXT.singTogether.en} · <span lang="hi">{TEXT.singTogether.hi}</span>
        </h2>
        <div role="status">
          {status === 'opening' ? <p>{TEXT.opening}</p> : null}
          {status === 'open' && linkCopied ? <p>{TEXT.linkCopied}</p> : null}
          {status === 'open' && blank ? <p>{TEXT.blanked}</p> : null}
          {status === 'handedOver' ? <p>{TEXT.handedOver}</p> : null}
          {status === 'ended' ? <p>{TEXT.ended}</p> : null}
        </div>
        <div role="alert">
          {status === 'failed' ? <p>{failure ?? TEXT.openFailed}</p> : null}
          {status === 'open' && moveNotSent ? <p>{TEXT.moveNotSent}</p> : null}
          {status === 'open' && endFailed ? <p>{TEXT.endFailed}</p> : null}
        </div>
        {status === 'failed' && onRetry ? (
          <Buttons>
            <StageButton type="button" onClick={onRetry}>
              {TEXT.tryAgain}
            </StageButton>
          </Buttons>
        ) : null}
        {status === 'open' && code && link ? (
          <>
            {/* Counted every few seconds: not a live region, or it would talk over the leader's stanzas. */}
            {followers !== undefined ? <p>{TEXT.followers(followers)}</p> : null}
            <p>{TEXT.joinAt(joinAddress ?? link)}</p>
            <Code>
              <Spelled>{`${TEXT.codeLabel}: ${code.split('').join(' ')}`}</Spelled>
              <span aria-hidden="true">{code}</span>
            </Code>
            <Qr text={link} label={TEXT.qrLabel(link)} />
            <Link>{link}</Link>
            <Buttons>
              {onCopyLink ? (
                <StageButton type="button" onClick={onCopyLink}>
                  {TEXT.copyLink}
                </StageButton>
              ) : null}
              <StageButton type="button" aria-pressed={blank} onClick={() => onBlankChange?.(!blank)}>
                {blank ? TEXT.showAgain.en : TEXT.blank.en} <span lang="hi">{blank ? TEXT.showAgain.hi : TEXT.blank.hi}</span>
              </StageButton>
              <StageButton type="button" onClick={onHandOver}>
                {TEXT.handOver}
              </StageButton>
            </Buttons>
            {pin ? (
              <>
                <p>
                  {TEXT.handOverPin}
                  <Pin>{pin}</Pin>
                </p>
                <Muted>{TEXT.pinGoodFor}</Muted>
              </>
            ) : null}
            {confirmingEnd ? (
              <>
                <p>{TEXT.confirmEnd}</p>
                <Buttons>
                  <StageButton type="button" onClick={onEnd}>
                    {TEXT.endSatsang.en} <span lang="hi">{TEXT.endSatsang.hi}</span>
                  </StageButton>
                  <StageButton type="button" onClick={() => setConfirmingEnd(false)}>
                    {TEXT.cancel}
                  </StageButton>
                </Buttons>
              </>
            ) : (
              <Buttons>
                <StageButton type="button" onClick={() => setConfirmingEnd(true)}>
                  {TEXT.endSatsang.en} <span lang="hi">{TEXT.endSatsang.hi}</span>
                </StageButton>
              </Buttons>
            )}
          </>
        ) : null}
        <Buttons>
          <StageButton type="button" onClick={onHide}>
            {TEXT.hidePanel}
          </StageButton>
        </Buttons>
      </Column>
    </Panel>
  );
}
