import styled from 'styled-components';
import { useDocumentTitle } from '../../app/useDocumentTitle';
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
  /** A detail for developers (shown only in development builds). */
  detail?: string;
  className?: string;
}

/**
 * What a visitor sees when a screen fails to render: 'Unexpected Application Error!' and two ways
 * on, under the document title 'Unexpected Application Error'. Plain links (full page loads), since the app's own state may be what broke.
 */
export function ErrorScreen({ detail, className }: ErrorScreenProps) {
  useDocumentTitle(MESSAGES.renderErrorTitle);
  return (
    <Box className={className} role="alert">
      <h1>{MESSAGES.renderError}</h1>
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
