import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ShortCodeForm } from '../../components/ShortCodeForm';
import { useAppConfig } from '../../device/AppConfigContext';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { pageTitle } from '../../model/messages';
import { paths } from '../../model/paths';
import { isTogetherCode, normaliseTogetherCode } from '../../model/togetherRoom';
import { TOGETHER_UI_TEXTS } from '../../model/togetherTexts';
import { PageHeading } from '../shared/PageHeading';

const TEXT = TOGETHER_UI_TEXTS;

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
`;

/** A code as typed, or a satsang's whole link pasted into the box: its code. */
export function codeOfTyped(typed: string): string {
  const fromLink = /\/together\/([^/?#\s]+)/.exec(typed)?.[1];
  if (!fromLink) return normaliseTogetherCode(typed);
  try {
    return normaliseTogetherCode(decodeURIComponent(fromLink));
  } catch {
    // Not a link's encoding ('%zz'): taken as typed, and said to be no code.
    return normaliseTogetherCode(fromLink);
  }
}

/** The box a reader types a satsang's code into (or pastes its link): on to the satsang's page. */
export function JoinSatsangForm({ error }: { error?: string | undefined }) {
  const navigate = useNavigate();
  return (
    <ShortCodeForm
      label={TEXT.codeLabel}
      hint={TEXT.codeHint}
      button={TEXT.joinButton}
      // Room for a pasted link; what counts is the code in it.
      maxLength={200}
      normalise={codeOfTyped}
      isValid={isTogetherCode}
      invalid={TEXT.codeNeeded}
      error={error}
      onSubmit={(code) => navigate(paths.together(code))}
    />
  );
}

/** `/together`: "Join a satsang": the reader types the code their leader shows. */
export function JoinSatsangScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(TEXT.joinHeading.en, siteName));
  return (
    <Page>
      <PageHeading subtitle={TEXT.joinHeading.hi} subtitleLang="hi">
        {TEXT.joinHeading.en}
      </PageHeading>
      <p>{TEXT.joinIntro}</p>
      <JoinSatsangForm />
    </Page>
  );
}
