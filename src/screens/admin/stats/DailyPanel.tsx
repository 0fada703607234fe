import { useDailySummary } from '../../../api/stats';
import { DailyChart } from '../../../components/DailyChart';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { Panel, PanelLoadState } from './Panel';

const texts = ADMIN_TEXTS.stats;

/** The daily rows of the last 30 days as a chart (which says so itself when there was no traffic). */
export function DailyPanel() {
  const { data, status, refetch, isFetching } = useDailySummary();
  return (
    <Panel heading={texts.dailyHeading}>
      {data ? (
        <DailyChart rows={data} title={texts.daily} />
      ) : (
        <PanelLoadState status={status} errorMessage={texts.dailyFailed} onRetry={() => void refetch()} retrying={isFetching} />
      )}
    </Panel>
  );
}
