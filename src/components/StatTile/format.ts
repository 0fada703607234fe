import { AD_REVENUE_CURRENCY, AD_REVENUE_DECIMALS } from '../../model/constants';

export type StatTileFormat = 'count' | 'money';

// English figures whatever the browser's language: the editors read them so.
const formatters: Record<StatTileFormat, Intl.NumberFormat> = {
  count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  money: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: AD_REVENUE_CURRENCY,
    minimumFractionDigits: AD_REVENUE_DECIMALS,
    maximumFractionDigits: AD_REVENUE_DECIMALS,
  }),
};

/** A figure as a tile shows it: '1,234,567' (count) or '$1,234.50' (money). */
export function formatStatValue(value: number, format: StatTileFormat = 'count'): string {
  return formatters[format].format(value);
}

/**
 * The same text in pieces, each ending after a digit-group separator ('1,' '234,' '567'), so that
 * a long figure wraps between digit groups rather than in the middle of one.
 */
export function statValueChunks(value: number, format: StatTileFormat = 'count'): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const part of formatters[format].formatToParts(value)) {
    current += part.value;
    if (part.type === 'group') {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
