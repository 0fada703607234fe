export { DailyChart, type DailyChartProps } from './DailyChart';
