import styled from 'styled-components';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { secondaryActionStyle } from '../../components/StatusMessage';
import { MESSAGES, SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';

const Box = styled.section`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: ${({ theme }) => `${theme.space.xxl} auto`};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

const ActionLink = styled.a`
  ${secondaryActionStyle}
`;

const ActionButton = styled.button`
  ${secondaryActionStyle}
`;

export interface ErrorScreenProps {
  /**
   * 'render': a screen threw while rendering ('Unexpected Application Error!'). 'chunk': a part of
   * the app loaded on demand did not arrive ('Loading chunk failed'); reloading usually fixes it.
   */
  kind?: 'render' | 'chunk';
  /** A detail for developers (shown only in development builds). */
  detail?: string;
  className?: string;
}

/**
 * What a visitor sees when a screen fails to render: 'Unexpected Application Error!' under the
 * document title 'Unexpected Application Error', or 'Loading chunk failed' when part of the app did
 * not arrive; and two ways on. Plain links (full page loads), since the app's own state may be what broke.
 */
export function ErrorScreen({ kind = 'render', detail, className }: ErrorScreenProps) {
  const chunk = kind === 'chunk';
  useDocumentTitle(chunk ? MESSAGES.chunkFailed : MESSAGES.renderErrorTitle);
  return (
    <Box className={className} role="alert">
      <h1>{chunk ? MESSAGES.chunkFailed : MESSAGES.renderError}</h1>
      {chunk ? <p>{SITE_TEXTS.chunkFailedHint}</p> : null}
      {detail ? <pre>{detail}</pre> : null}
      <Actions>
        <ActionLink href={paths.home}>{SITE_TEXTS.goHome}</ActionLink>
        <ActionButton type="button" onClick={() => window.location.reload()}>
          {SITE_TEXTS.reloadPage}
        </ActionButton>
      </Actions>
    </Box>
  );
}
