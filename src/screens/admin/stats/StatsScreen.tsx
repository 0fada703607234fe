import { useId } from 'react';
import styled from 'styled-components';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { PageHeading } from '../../shared/PageHeading';
import { DailyPanel } from './DailyPanel';
import { MonthTiles } from './MonthTiles';
import { RecentContentPanel } from './RecentContentPanel';
import { RevenueImportPanel } from './RevenueImportPanel';
import { SearchTermsPanel } from './SearchTermsPanel';

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
`;

/** The recent content and the search terms: side by side on wide screens. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * `/admin/stats`, the statistics dashboard (the spec's screens and routes): this month's figures as
 * tiles, the last 30 days as a chart, the hymns viewed in the last minutes, the latest search terms
 * and the ad revenue import. Every call loads, fails and is tried again on its own; a 401 sends
 * the editor to sign in (RequireAdmin).
 */
export function StatsScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(ADMIN_TEXTS.admin.pageTitle(siteName, ADMIN_TEXTS.stats.heading));
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <PageHeading id={headingId}>{ADMIN_TEXTS.stats.heading}</PageHeading>
      <Panels>
        <MonthTiles />
        <DailyPanel />
        <Pair>
          <RecentContentPanel />
          <SearchTermsPanel />
        </Pair>
        <RevenueImportPanel />
      </Panels>
    </section>
  );
}
