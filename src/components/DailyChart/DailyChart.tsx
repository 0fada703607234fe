// CONTRACT STUB (lead): the DailyChart helper replaces the body; the props are the contract.
import type { DailySummaryRow } from '../../model/stats';

export interface DailyChartProps {
  /** The daily summary rows as the call answers them: newest first (the chart draws oldest on the left). */
  rows: readonly DailySummaryRow[];
  /** The chart's accessible name and caption ('Last 30 days'). */
  title: string;
  className?: string;
}

export function DailyChart({ title }: DailyChartProps) {
  return <figure>{title}</figure>;
}
