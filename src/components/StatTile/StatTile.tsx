// CONTRACT STUB (lead): the StatTile helper replaces the body; the props are the contract.
export type StatTileFormat = 'count' | 'money';

export interface StatTileProps {
  /** What the figure is ('Content views'). */
  label: string;
  /** The figure; ignored unless `status` is 'ready'. */
  value?: number;
  /** 'count': a whole number with digit grouping (1,234,567); 'money': USD with 2 decimals ($1,234.50). */
  format?: StatTileFormat;
  /** Under the figure: the period or a detail ('This month'). */
  hint?: string;
  /** 'loading' shows a placeholder, 'error' says the figure could not be loaded (with Try again when `onRetry`). */
  status?: 'ready' | 'loading' | 'error';
  onRetry?: () => void;
  className?: string;
}

export function StatTile({ label }: StatTileProps) {
  return <div>{label}</div>;
}
