import { Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { ageDistribution, engagementRates, featureComparison, platforms, roiMetrics, comparisonText as text } from "~/content/comparison";
import { dataSaverText } from "~/content/data-saver";
import { formatDollars, formatPercent } from "~/lib/format/number";

// The charts of reels-vs-tiktok.tsx as plain tables, for data-saver mode: the same figures, nothing
// drawn, nothing to interact with.

type Platform = keyof typeof platforms;
const platformKeys = Object.keys(platforms) as Platform[];
const header = dataSaverText.tables;

function DataTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-100">
      <table className="w-full text-left text-sm">
        <caption className="bg-white px-3 pt-4 pb-2 text-left text-base font-bold text-ink-900 sm:px-4">{caption}</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold sm:px-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-50 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="px-3 py-2 font-semibold text-ink-900 sm:px-4">
      {children}
    </th>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return <td className="px-3 py-2 text-ink-800 sm:px-4">{children}</td>;
}

export function AgeDistributionTable() {
  return (
    <DataTable caption={text.age.title} columns={[text.age.bandHeader, ...platformKeys.map((platform) => platforms[platform])]}>
      {ageDistribution.map((row) => (
        <tr key={row.band}>
          <RowHeader>{row.band}</RowHeader>
          {platformKeys.map((platform) => (
            <Cell key={platform}>{row[platform]}&nbsp;%</Cell>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

export function FeatureComparisonTable() {
  return (
    <DataTable caption={text.features.title} columns={[text.features.header, ...platformKeys.map((platform) => platforms[platform])]}>
      {featureComparison.map((row) => (
        <tr key={row.feature}>
          <RowHeader>{row.feature}</RowHeader>
          {platformKeys.map((platform) => (
            <Cell key={platform}>{row[platform] ? text.features.yes : text.features.no}</Cell>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

export function EngagementTable() {
  return (
    <DataTable caption={text.engagement.title} columns={[header.format, header.rate, header.change]}>
      {engagementRates.map((row) => (
        <tr key={row.format}>
          <RowHeader>{row.format}</RowHeader>
          <Cell>{formatPercent(row.rate)}</Cell>
          <Cell>
            {row.trend === "up" ? "+" : "\u2212"}
            {row.change}&nbsp;%
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

export function RoiTable() {
  return (
    <DataTable caption={text.roi.title} columns={[header.metric, ...platformKeys.map((platform) => platforms[platform])]}>
      {roiMetrics.map((metric) => {
        const winner: Platform = metric.tiktok < metric.instagram === metric.lowerIsBetter ? "tiktok" : "instagram";
        const format = (value: number) => (metric.unit === "usd" ? formatDollars(value) : formatPercent(value));
        return (
          <tr key={metric.label}>
            <RowHeader>{metric.label}</RowHeader>
            {platformKeys.map((platform) =>
              platform === winner ? (
                <Cell key={platform}>
                  <strong className="inline-flex items-center gap-1 text-ink-900">
                    {format(metric[platform])}
                    <Trophy className="h-4 w-4 text-gold-600" aria-hidden="true" />
                    <span className="sr-only">{text.roi.best}</span>
                  </strong>
                </Cell>
              ) : (
                <Cell key={platform}>{format(metric[platform])}</Cell>
              ),
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
