import type { Audience } from "~/admin/desk/audience.server";
import { deskText } from "~/content/admin/desk";
import { billingPeriods } from "~/content/plans";
import { DailyChart } from "./daily-chart";

const text = deskText.audience;

function Table({ title, head, rows }: { title: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
      <h3 className="text-lg font-bold text-ink-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{text.none}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-ink-700">
              {head.map((cell, index) => (
                <th key={cell} scope="col" className={`pb-2 font-medium ${index > 0 ? "pl-3 text-right" : ""}`}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row never move.
                  <td key={index} className={`py-2 ${index > 0 ? "pl-3 text-right tabular-nums" : "wrap-anywhere text-ink-900"}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** "Audience": what consenting visitors did, computed by the database. */
export function AudienceView({ audience }: { audience: Audience }) {
  const days = audience.pageViewsPerDay.map((entry) => entry.day);
  return (
    <section className="space-y-5" aria-labelledby="audience-title">
      <div>
        <h2 id="audience-title" className="text-xl font-bold text-ink-900">
          {text.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-700">{text.intro}</p>
      </div>
      <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
        <DailyChart
          title={text.pageViews}
          days={days}
          series={[{ label: text.views, colour: "var(--color-ink-700)", values: audience.pageViewsPerDay.map((entry) => entry.views) }]}
        />
      </div>
      <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
        <DailyChart
          title={text.leadsPerDay}
          days={audience.leadsPerDay.map((entry) => entry.day)}
          series={[
            { label: deskText.kinds.contact, colour: "var(--color-ink-700)", values: audience.leadsPerDay.map((entry) => entry.contact) },
            {
              label: deskText.kinds.newsletter,
              colour: "var(--color-gold-500)",
              values: audience.leadsPerDay.map((entry) => entry.newsletter),
            },
            {
              label: deskText.kinds.subscription,
              colour: "var(--color-brand-600)",
              values: audience.leadsPerDay.map((entry) => entry.subscription),
            },
          ]}
        />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Table title={text.topPages} head={[text.page, text.views]} rows={audience.topPages.map((entry) => [entry.path, entry.views])} />
        <Table
          title={text.topArticles}
          head={[text.article, text.views, text.likes]}
          rows={audience.topArticles.map((entry) => [entry.title, entry.views, entry.likes])}
        />
        <Table
          title={text.purchases}
          head={[text.ebook, text.clicks]}
          rows={audience.purchaseClicks.map((entry) => [entry.ebookTitle || entry.ebookId, entry.clicks])}
        />
        <Table
          title={text.plans}
          head={[text.plan, text.period, text.clicks, text.subscriptions]}
          rows={audience.planClicks.map((entry) => [
            entry.plan,
            billingPeriods.find((option) => option.id === entry.period)?.label ?? entry.period,
            entry.clicks,
            entry.subscriptions,
          ])}
        />
      </div>
    </section>
  );
}
