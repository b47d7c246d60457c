import { Check, Minus, TrendingDown, TrendingUp, Trophy } from "lucide-react";
import { ageDistribution, engagementRates, featureComparison, platforms, roiMetrics, comparisonText as text } from "~/content/comparison";
import { type AgeChartChoice, ageChartChoice, ageChartQuery } from "~/lib/behaviours/article-page";
import { formatDollars, formatPercent } from "~/lib/format/number";

type Platform = keyof typeof platforms;
const platformOrder = Object.keys(platforms) as Platform[];
const colors: Record<Platform, string> = { tiktok: "bg-ink-900", instagram: "bg-gold-500" };

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <figure className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-7">
      <figcaption className="text-base font-bold text-ink-900">{title}</figcaption>
      <div className="mt-5">{children}</div>
    </figure>
  );
}

function Legend() {
  return (
    <p className="flex flex-wrap gap-4 text-sm text-ink-700">
      {platformOrder.map((platform) => (
        <span key={platform} className="inline-flex items-center gap-2">
          <span className={`h-3 w-3 rounded-sm ${colors[platform]}`} aria-hidden="true" />
          {platforms[platform]}
        </span>
      ))}
    </p>
  );
}

/** The age chart's three choices and their labels: both platforms, or one of them. */
const ageChoiceLabels: Record<AgeChartChoice, string> = {
  "les-deux": text.age.both,
  tiktok: platforms.tiktok,
  instagram: platforms.instagram,
};

/**
 * A platform's bars and column are hidden while the other one is chosen. The choice is a radio button, so the
 * stylesheet alone answers it (`:has`): it works before any script, and without one. (Tailwind reads class names
 * as written: the choices' values are spelled here, by the platform they hide.)
 */
const hiddenWhileOtherChosen: Record<Platform, string> = {
  tiktok: "group-has-[[value=instagram]:checked]/age:hidden",
  instagram: "group-has-[[value=tiktok]:checked]/age:hidden",
};

/**
 * Audience by age band, both platforms side by side; a choice above shows one platform at a time. `choice`: the one
 * the address asks for (`?ages=`, kept there by age-chart.client.ts).
 */
export function AgeDistributionChart({ choice }: { choice: AgeChartChoice }) {
  return (
    <Frame title={text.age.title}>
      <div className="group/age">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Legend />
          <fieldset className="flex gap-1 rounded-full bg-ink-50 p-1 text-xs font-semibold">
            <legend className="sr-only">{text.age.filterLegend}</legend>
            {(Object.entries(ageChoiceLabels) as [AgeChartChoice, string][]).map(([value, label]) => (
              <label
                key={value}
                className="relative rounded-full px-3 py-1.5 text-ink-600 has-checked:bg-white has-checked:text-ink-900 has-checked:shadow has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink-900"
              >
                <input
                  type="radio"
                  name={ageChartQuery}
                  value={value}
                  defaultChecked={value === choice}
                  {...ageChartChoice.props({ choice: true })}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                />
                {label}
              </label>
            ))}
          </fieldset>
        </div>
        {/* Drawn for the eye; a screen reader reads the table under it, one column a platform. */}
        <div className="mt-6 text-sm" aria-hidden="true">
          {ageDistribution.map((row) => (
            <div key={row.band} className="flex items-center">
              <span className="w-16 shrink-0 py-2 pr-3 font-semibold text-ink-900">{row.band}</span>
              <div className="flex-1 space-y-1.5 py-2">
                {platformOrder.map((platform) => (
                  <div key={platform} className={`flex items-center gap-2 ${hiddenWhileOtherChosen[platform]}`}>
                    <span className={`block h-4 rounded-r-md ${colors[platform]}`} style={{ width: `${row[platform] * 2}%` }} />
                    <span className="text-xs font-semibold text-ink-700">{row[platform]}&nbsp;%</span>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
        {/* The clipping box is a block: a table keeps its cells' width whatever its own, and an sr-only table widened
            the page on a phone. */}
        <div className="sr-only">
          <table>
            <caption>{text.age.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.age.bandHeader}</th>
                {platformOrder.map((platform) => (
                  <th key={platform} scope="col" className={hiddenWhileOtherChosen[platform]}>
                    {platforms[platform]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ageDistribution.map((row) => (
                <tr key={row.band}>
                  <th scope="row">{row.band}</th>
                  {platformOrder.map((platform) => (
                    <td key={platform} className={hiddenWhileOtherChosen[platform]}>
                      {row[platform]}&nbsp;%
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Frame>
  );
}

const mark = (value: boolean, platform: string) =>
  value ? (
    <span className="inline-flex items-center gap-1 font-semibold text-green-700">
      <Check className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{text.onPlatform(platform)}</span>
      {text.features.yes}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-ink-600">
      <Minus className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{text.onPlatform(platform)}</span>
      {text.features.no}
    </span>
  );

/** Eight features, yes or no on each platform: a table from 768 px, cards under it. */
export function FeatureComparison() {
  return (
    <Frame title={text.features.title}>
      <div className="hidden md:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-ink-100 text-left">
              <th scope="col" className="py-2 pr-4 font-semibold text-ink-700">
                {text.features.header}
              </th>
              <th scope="col" className="w-36 py-2 font-semibold text-ink-900">
                {platforms.tiktok}
              </th>
              <th scope="col" className="w-36 py-2 font-semibold text-ink-900">
                {platforms.instagram}
              </th>
            </tr>
          </thead>
          <tbody>
            {featureComparison.map((row) => (
              <tr key={row.feature} className="border-b border-ink-50">
                <th scope="row" className="py-3 pr-4 text-left font-medium text-ink-900">
                  {row.feature}
                </th>
                <td className="py-3">{mark(row.tiktok, platforms.tiktok)}</td>
                <td className="py-3">{mark(row.instagram, platforms.instagram)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {featureComparison.map((row) => (
          <li key={row.feature} className="rounded-2xl bg-ink-50 p-4">
            <p className="font-semibold text-ink-900">{row.feature}</p>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-ink-600">{platforms.tiktok}</dt>
                <dd>{mark(row.tiktok, platforms.tiktok)}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-600">{platforms.instagram}</dt>
                <dd>{mark(row.instagram, platforms.instagram)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** Average engagement rate of four formats, with their trend. */
export function EngagementBars() {
  const highest = Math.max(...engagementRates.map((row) => row.rate));
  return (
    <Frame title={text.engagement.title}>
      <ul className="space-y-4">
        {engagementRates.map((row) => (
          <li key={row.format}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink-900">{row.format}</span>
              <span className="flex items-center gap-2">
                <strong className="text-ink-900">{formatPercent(row.rate)}</strong>
                <span
                  className={`inline-flex items-center gap-0.5 text-xs font-semibold ${row.trend === "up" ? "text-green-700" : "text-red-700"}`}
                >
                  {row.trend === "up" ? (
                    <TrendingUp className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <TrendingDown className="h-4 w-4" aria-hidden="true" />
                  )}
                  {row.trend === "up" ? "+" : "\u2212"}
                  {row.change}&nbsp;%<span className="sr-only">{row.trend === "up" ? text.engagement.up : text.engagement.down}</span>
                </span>
              </span>
            </div>
            <div className="mt-1.5 h-3 overflow-hidden rounded-full bg-ink-50" aria-hidden="true">
              <div
                className="h-full rounded-full bg-gradient-to-r from-ink-900 to-gold-500"
                style={{ width: `${(row.rate / highest) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** Four return-on-investment figures, TikTok against Instagram, the better one marked. */
export function RoiCards() {
  const format = (value: number, unit: "usd" | "percent") => (unit === "usd" ? formatDollars(value) : formatPercent(value));
  return (
    <Frame title={text.roi.title}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {roiMetrics.map((metric) => {
          const winner: Platform = metric.tiktok < metric.instagram === metric.lowerIsBetter ? "tiktok" : "instagram";
          return (
            <li key={metric.label} className="rounded-2xl bg-ink-50 p-4">
              <p className="text-sm font-semibold text-ink-700">{metric.label}</p>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                {platformOrder.map((platform) => (
                  <div key={platform} className={`rounded-xl p-3 ${platform === winner ? "bg-white ring-2 ring-gold-400" : ""}`}>
                    <dt className="text-xs text-ink-600">{platforms[platform]}</dt>
                    <dd className="mt-1 flex items-center gap-1.5 text-xl font-extrabold text-ink-900">
                      {format(metric[platform], metric.unit)}
                      {platform === winner ? (
                        <>
                          <Trophy className="h-4 w-4 text-gold-600" aria-hidden="true" />
                          <span className="sr-only">{text.roi.best}</span>
                        </>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </Frame>
  );
}
