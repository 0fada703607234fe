import { useEffect, useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { DAILY_SUMMARY_DAYS } from '../../model/constants';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import type { DailySummaryRow } from '../../model/stats';
import type { Theme } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { DataTable, type TableColumn } from '../PaginationTable';
import {
  CHART_FONT_SIZE,
  chartLayout,
  chartSummary,
  dayAt,
  dayFigures,
  exactFigure,
  hasTraffic,
  newestFirst,
  oldestFirst,
  SERIES,
  shortDay,
  type ChartLayout,
  type MarkerShape,
  type Series,
} from './chartModel';

export interface DailyChartProps {
  /** The daily summary rows as the call answers them: newest first (the chart draws oldest on the left). */
  rows: readonly DailySummaryRow[];
  /** The chart's accessible name and caption ('Last 30 days'). */
  title: string;
  /** The caption is read by screen readers but not shown (a heading above already says it). */
  captionHidden?: boolean;
  className?: string;
}

/** The chart's width before its container is measured (and where there is no layout, as in jsdom). */
const DEFAULT_WIDTH = 640;

const seriesColors = (theme: Theme): Record<Series['key'], string> => ({
  count_content: theme.colors.primary,
  audio_count: theme.colors.focus,
  sub_category_count: theme.colors.accentText,
});

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
`;

const Caption = styled.figcaption<{ $hidden: boolean }>`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;

  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Measured by the chart: the SVG is drawn in CSS pixels of this width. */
const Plot = styled.div`
  width: 100%;
  min-width: 0;
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
  touch-action: pan-y;
  font-family: inherit;
`;

const Readout = styled.p`
  min-height: 1.6em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Figures = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > summary {
    width: fit-content;
    min-height: ${({ theme }) => theme.layout.tapTarget};
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }

  & > summary::before {
    content: '▸';
    margin-right: ${({ theme }) => theme.space.xs};
  }

  &[open] > summary::before {
    content: '▾';
  }

  & > summary::-webkit-details-marker {
    display: none;
  }

  /* Figures right-aligned so digits line up; long headers wrap, so that a phone needs no sideways scroll. */
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  thead th {
    white-space: normal;
    vertical-align: bottom;
  }

  thead th:not(:first-child) {
    text-align: right;
  }

  th,
  td {
    padding-inline: ${({ theme }) => theme.space.xs};
    overflow-wrap: normal;
  }

  ${({ theme }) => theme.media.sm} {
    th,
    td {
      padding-inline: ${({ theme }) => theme.space.sm};
    }
  }
`;

function Marker({ shape, x, y, size, color }: { shape: MarkerShape; x: number; y: number; size: number; color: string }) {
  const theme = useTheme();
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={size} fill={color} />;
    case 'square':
      return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill={color} />;
    case 'diamond': {
      const d = size * 1.35;
      // Hollow: a third shape that stays apart from the other two even in grey.
      return (
        <path
          d={`M${x} ${y - d}L${x + d} ${y}L${x} ${y + d}L${x - d} ${y}Z`}
          fill={theme.colors.surface}
          stroke={color}
          strokeWidth={1.75}
        />
      );
    }
  }
}

/** A series' line sample and marker, as the legend shows it. */
function Swatch({ series, color }: { series: Series; color: string }) {
  return (
    <svg width="32" height="14" viewBox="0 0 32 14" aria-hidden="true" focusable="false">
      <line x1="1" y1="7" x2="31" y2="7" stroke={color} strokeWidth="2.5" strokeDasharray={series.dash} strokeLinecap="round" />
      <Marker shape={series.marker} x={16} y={7} size={4} color={color} />
    </svg>
  );
}

/** The element's content width, followed as it changes (undefined until measured). */
function useWidth(element: Element | null): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.round(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** '22 Nov 2026', wrapping before the year only: a narrow date column on a phone. */
function TableDay({ day }: { day: string }) {
  return (
    <>
      <NoWrap>{shortDay(day)}</NoWrap> {day.slice(0, 4)}
    </>
  );
}

function FiguresTable({ rows, title }: { rows: readonly DailySummaryRow[]; title: string }) {
  const columns: TableColumn<DailySummaryRow>[] = [
    { key: 'date', header: ADMIN_TEXTS.stats.dailyChart.date, rowHeader: true, cell: (row) => <TableDay day={row.date} /> },
    ...SERIES.map(({ key, label }): TableColumn<DailySummaryRow> => ({ key, header: label, cell: (row) => exactFigure(row[key]) })),
  ];
  return (
    <Figures>
      <summary>{ADMIN_TEXTS.stats.dailyChart.showFigures}</summary>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={newestFirst(rows)}
        rowKey={(row) => row.date}
        emptyMessage={ADMIN_TEXTS.stats.dailyChart.noTraffic(DAILY_SUMMARY_DAYS)}
      />
    </Figures>
  );
}

/**
 * The day whose figures are shown under the chart: the one pointed at (a mouse leaving hides it, a
 * finger lifting off leaves it), or, with the keyboard, the newest on focus, then the arrow keys,
 * Home and End. `pointing` goes on the chart's SVG.
 */
function useActiveDay(days: readonly DailySummaryRow[], layout: ChartLayout) {
  const [active, setActive] = useState<number | null>(null);
  const last = days.length - 1;

  const dayAtPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    setActive(dayAt(layout, days.length, ((event.clientX - box.left) / box.width) * layout.width));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = active ?? last;
    const next: Record<string, number> = {
      ArrowLeft: Math.max(0, current - 1),
      ArrowRight: Math.min(last, current + 1),
      Home: 0,
      End: last,
    };
    if (event.key in next) {
      event.preventDefault();
      setActive(next[event.key]!);
    }
  };

  const pointing = {
    onKeyDown,
    onFocus: () => setActive((current) => current ?? last),
    onBlur: () => setActive(null),
    onPointerMove: dayAtPointer,
    onPointerDown: dayAtPointer,
    onPointerLeave: (event: PointerEvent<SVGSVGElement>) => {
      if (event.pointerType === 'mouse') setActive(null);
    },
  };
  return { active, activeRow: active === null ? undefined : days[active], pointing };
}

/**
 * The daily summary rows as a line chart in plain SVG: content views, audio plays and sub-category
 * views, oldest day on the left, told apart by colour, dash and marker. A y axis of round ticks, a
 * readable subset of days on the x axis, a legend. Drawn at its container's width in CSS pixels, so
 * its text stays readable on a phone. The SVG is an image named by a summary (the period and the
 * totals); pointing at it, or focusing it and using the arrow keys, shows a day's figures under it;
 * 'Show the figures' opens the exact figures as a table, newest day first. With no traffic at all it
 * says so instead of drawing flat lines.
 */
export function DailyChart({ rows, title, captionHidden = false, className }: DailyChartProps) {
  const theme = useTheme();
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const measured = useWidth(plot);
  const captionId = useId();

  const caption = (
    <Caption id={captionId} $hidden={captionHidden}>
      {title}
    </Caption>
  );
  const days = oldestFirst(rows);
  const colors = seriesColors(theme);
  const layout = chartLayout(days, measured ?? DEFAULT_WIDTH);
  const { active, activeRow, pointing } = useActiveDay(days, layout);

  if (!hasTraffic(rows)) {
    return (
      <Figure className={className} aria-labelledby={captionId}>
        {caption}
        <Empty role="status">{ADMIN_TEXTS.stats.dailyChart.noTraffic(rows.length || DAILY_SUMMARY_DAYS)}</Empty>
      </Figure>
    );
  }

  return (
    <Figure className={className} aria-labelledby={captionId}>
      {caption}
      <Legend>
        {SERIES.map((series) => (
          <LegendItem key={series.key}>
            <Swatch series={series} color={colors[series.key]} />
            {series.label}
          </LegendItem>
        ))}
      </Legend>
      <Plot ref={setPlot}>
        <Svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="img"
          aria-label={chartSummary(title, days)}
          tabIndex={0}
          {...pointing}
          fontSize={CHART_FONT_SIZE}
        >
          <Axes layout={layout} days={days} />
          {activeRow ? (
            <line
              x1={layout.xAt(active!)}
              x2={layout.xAt(active!)}
              y1={layout.margin.top}
              y2={layout.margin.top + layout.plotHeight}
              stroke={theme.colors.textMuted}
              strokeWidth={1}
            />
          ) : null}
          {SERIES.map((series) => (
            <SeriesLine key={series.key} series={series} color={colors[series.key]} layout={layout} days={days} active={active} />
          ))}
        </Svg>
      </Plot>
      <Readout aria-live="polite">{activeRow ? dayFigures(activeRow) : ADMIN_TEXTS.stats.dailyChart.hint}</Readout>
      <FiguresTable rows={days} title={title} />
    </Figure>
  );
}

/** The y axis (round ticks with their grid lines) and the x axis (a readable subset of days). */
function Axes({ layout, days }: { layout: ChartLayout; days: readonly DailySummaryRow[] }) {
  const theme = useTheme();
  const { margin, plotWidth, ticks, tickTexts, xAt, yAt, labelled, height } = layout;
  return (
    <>
      <g data-axis="y" fill={theme.colors.textMuted}>
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={margin.left + plotWidth}
              y1={yAt(tick)}
              y2={yAt(tick)}
              stroke={tick === 0 ? theme.colors.borderStrong : theme.colors.border}
              strokeWidth={1}
            />
            <text x={margin.left - 8} y={yAt(tick)} textAnchor="end" dominantBaseline="middle">
              {tickTexts[index]}
            </text>
          </g>
        ))}
      </g>
      <g data-axis="x" fill={theme.colors.textMuted}>
        {labelled.map((index) => (
          <text key={days[index]!.date} x={xAt(index)} y={height - 6} textAnchor="middle">
            {shortDay(days[index]!.date)}
          </text>
        ))}
      </g>
    </>
  );
}

/** One series: its line (colour and dash) and its markers, the active day's drawn larger. */
function SeriesLine({
  series,
  color,
  layout,
  days,
  active,
}: {
  series: Series;
  color: string;
  layout: ChartLayout;
  days: readonly DailySummaryRow[];
  active: number | null;
}) {
  const { xAt, yAt, markerSize } = layout;
  const points = days.map((row, index) => `${xAt(index).toFixed(1)},${yAt(row[series.key]).toFixed(1)}`);
  return (
    <g data-series={series.key}>
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke={color}
        strokeWidth={2.5}
        strokeDasharray={series.dash}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {days.map((row, index) => {
        const size = index === active ? 5 : markerSize;
        return size > 0 ? (
          <Marker key={row.date} shape={series.marker} x={xAt(index)} y={yAt(row[series.key])} size={size} color={color} />
        ) : null;
      })}
    </g>
  );
}
