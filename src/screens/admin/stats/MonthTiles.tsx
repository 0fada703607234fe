import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAdsRevenue, useMonthSummary, useSearchPerformance, useVisitorAnalytics } from '../../../api/stats';
import { StatTile, type StatTileProps } from '../../../components/StatTile';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { Panel } from './Panel';

const texts = ADMIN_TEXTS.stats;

/** As many tiles a row as fit at 11rem or more: one on a 320 px phone, two on most phones, four and more on wide screens. */
const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  }
`;

/**
 * A tile's state from its call's: the figure once there is one (a failed refetch keeps it), the
 * failure with 'Try again' (which asks that call again), and the placeholder while asking.
 */
function fromQuery<T>(query: UseQueryResult<T>, figure: (data: T) => number): Pick<StatTileProps, 'status' | 'value' | 'onRetry'> {
  if (query.data !== undefined) return { status: 'ready', value: figure(query.data) };
  if (query.isError && !query.isFetching) return { status: 'error', onRetry: () => void query.refetch() };
  return { status: 'loading' };
}

/**
 * This month's figures, one call per group of tiles: the month summary (views, plays, sub-category
 * views), ad revenue, search performance and analytics. Each group loads and fails on its own.
 */
export function MonthTiles() {
  const summary = useMonthSummary();
  const revenue = useAdsRevenue();
  const search = useSearchPerformance();
  const analytics = useVisitorAnalytics();
  const hints = texts.tileHints;

  const tiles: StatTileProps[] = [
    { label: texts.contentViews, hint: hints.contentViews, ...fromQuery(summary, (data) => data.count_content) },
    { label: texts.audioPlays, hint: hints.audioPlays, ...fromQuery(summary, (data) => data.audio_count) },
    { label: texts.subCategoryViews, hint: hints.subCategoryViews, ...fromQuery(summary, (data) => data.sub_category_count) },
    { label: texts.adRevenue, hint: hints.adRevenue, format: 'money', ...fromQuery(revenue, (data) => data.revenue) },
    { label: texts.searchImpressions, hint: hints.searchImpressions, ...fromQuery(search, (data) => data.impressions) },
    { label: texts.searchClicks, hint: hints.searchClicks, ...fromQuery(search, (data) => data.clicks) },
    { label: texts.users, hint: hints.users, ...fromQuery(analytics, (data) => data.users) },
    { label: texts.sessions, hint: hints.sessions, ...fromQuery(analytics, (data) => data.sessions) },
  ];

  return (
    <Panel heading={texts.thisMonth} plain>
      <Tiles>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <StatTile {...tile} />
          </li>
        ))}
      </Tiles>
    </Panel>
  );
}
