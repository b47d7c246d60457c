import { deskText } from "~/content/admin/desk";
import { formatDayMonth } from "~/lib/format/date";
import { formatNumber } from "~/lib/format/number";

export interface DailySeries {
  label: string;
  /** Any CSS colour; the site's are var(--color-ink-700), var(--color-gold-500)... (app/styles/theme.css). */
  colour: string;
  /** One value per day, in the order of `days`. */
  values: number[];
}

export interface DailyChartProps {
  title: string;
  series: DailySeries[];
  /** YYYY-MM-DD, oldest first. */
  days: string[];
}

const width = 640;
const height = 240;
const margin = { top: 12, right: 36, bottom: 34, left: 58 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const maxDayLabels = 7;
/** Coordinates to the hundredth: enough for the eye, short in the page. */
const round = (value: number) => Math.round(value * 100) / 100;

const chartText = deskText.chart;

/** A step of 1, 2 or 5 times a power of ten that cuts `max` into about four bands. */
function tickStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
}

/**
 * Bars per day (stacked when there are several series), drawn as SVG on the server: no script, no
 * chart library. The picture scales with its container (viewBox); its label says what it shows.
 */
export function DailyChart({ title, series, days }: DailyChartProps) {
  const totals = days.map((_, index) => series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  const total = totals.reduce((sum, value) => sum + value, 0);
  const peak = Math.max(0, ...totals);
  const peakIndex = totals.indexOf(peak);
  const step = tickStep(peak);
  const top = peak > 0 ? Math.ceil(peak / step) * step : 0;
  const ticks = top > 0 ? Array.from({ length: top / step + 1 }, (_, index) => index * step) : [0];
  const y = (value: number) => (top > 0 ? (value / top) * plotHeight : 0);
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth;
  const barWidth = Math.max(1, slot * 0.7);
  const labelStride = Math.max(1, Math.ceil(days.length / maxDayLabels));
  const details =
    series.length > 1
      ? ` (${series.map((entry) => `${entry.label}\u00a0: ${formatNumber(entry.values.reduce((sum, value) => sum + value, 0))}`).join(", ")})`
      : "";
  const label =
    total > 0
      ? chartText.summary(title, formatNumber(total), days.length, details, formatDayMonth(days[peakIndex] ?? ""), formatNumber(peak))
      : chartText.empty(title, days.length);

  return (
    <div>
      <h3 className="text-lg font-bold text-ink-900">{title}</h3>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className="mt-3 h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        {/* The picture shrinks with a phone's width: its labels are drawn larger there, to stay readable. */}
        <g className="text-[20px] sm:text-[12px]">
          {ticks.map((tick) => {
            const lineY = round(margin.top + plotHeight - y(tick));
            return (
              <g key={tick}>
                <line x1={margin.left} x2={width - margin.right} y1={lineY} y2={lineY} className="stroke-ink-100" strokeWidth={1} />
                <text x={margin.left - 6} y={lineY} dy="0.32em" textAnchor="end" className="fill-ink-700">
                  {formatNumber(tick)}
                </text>
              </g>
            );
          })}
          {days.map((day, index) =>
            (days.length - 1 - index) % labelStride === 0 ? (
              <text key={day} x={round(margin.left + slot * (index + 0.5))} y={height - 8} textAnchor="middle" className="fill-ink-700">
                {formatDayMonth(day)}
              </text>
            ) : null,
          )}
        </g>
        {days.map((day, index) => {
          let base = margin.top + plotHeight;
          return (
            <g key={day}>
              {series.map((entry) => {
                const value = entry.values[index] ?? 0;
                if (value <= 0) return null;
                const barHeight = y(value);
                base -= barHeight;
                return (
                  <rect
                    key={entry.label}
                    data-day={day}
                    x={round(margin.left + slot * index + (slot - barWidth) / 2)}
                    y={round(base)}
                    width={round(barWidth)}
                    height={round(barHeight)}
                    style={{ fill: entry.colour }}
                  >
                    <title>{chartText.bar(entry.label, formatDayMonth(day), formatNumber(value))}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        {series.map((entry) => (
          <li key={entry.label} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: entry.colour }} />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
