import { subscribersAddress } from "~/admin/shell/addresses";
import { deskText } from "~/content/admin/desk";
import type { SubscriberOrigin } from "~/lib/db/schema";
import { formatShortDate } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";
import { Pager } from "./pager";
import type { SubscriberListState } from "./subscribers.server";

const text = deskText.subscribers;
const sourceLabel = (source: string) => text.sources[source] ?? source;
const stateClass: Record<SubscriberListState, string> = {
  confirmed: "bg-emerald-50 text-emerald-900",
  waiting: "bg-gold-300/40 text-ink-900",
  bouncing: "bg-red-50 text-red-900",
  unsubscribed: "bg-ink-50 text-ink-800",
};

export interface SubscriberItem {
  email: string;
  source: string;
  createdAt: string;
  state: SubscriberListState;
  origin: SubscriberOrigin;
  unsubscribeUrl: string;
}

/**
 * "Abonnés": the newsletter's addresses, each with its state (waiting, confirmed, bouncing, unsubscribed), where its
 * consent comes from and its unsubscribe link; the counts say how many are in each state (the confirmed ones get
 * the letters, by source).
 */
export function SubscribersView({
  subscribers,
  counts,
  bySource,
  query,
  page,
  pages,
}: {
  subscribers: SubscriberItem[];
  counts: Record<SubscriberListState, number>;
  bySource: { source: string; count: number }[];
  query: string;
  page: number;
  pages: number;
}) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="subscribers-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="subscribers-title" className="text-xl font-bold text-ink-900">
            {text.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-700">{text.intro}</p>
        </div>
        <a href="/admin/api/export/abonnes" download className={buttonClass("quiet")}>
          {text.export}
        </a>
      </div>

      <h3 className="sr-only">{text.bySource}</h3>
      <div className="mt-4 flex flex-wrap gap-2">
        <span className="rounded-full bg-ink-900 px-3 py-1 text-sm font-semibold text-white">{text.count(counted(counts.confirmed))}</span>
        <span className="rounded-full bg-gold-300/40 px-3 py-1 text-sm font-semibold text-ink-900">
          {text.waitingCount(counted(counts.waiting))}
        </span>
        {counts.bouncing > 0 ? (
          <span className="rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-900">
            {text.bouncingCount(counted(counts.bouncing))}
          </span>
        ) : null}
        {counts.unsubscribed > 0 ? (
          <span className="rounded-full bg-ink-50 px-3 py-1 text-sm font-semibold text-ink-900">
            {text.unsubscribedCount(counted(counts.unsubscribed))}
          </span>
        ) : null}
        {bySource.map((entry) => (
          <span key={entry.source} className="rounded-full bg-ink-50 px-3 py-1 text-sm text-ink-900">
            {sourceLabel(entry.source)}
            {"\u00a0: "}
            {entry.count}
          </span>
        ))}
      </div>

      <form method="get" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex-1 text-sm font-semibold text-ink-900">
          {text.search}
          <input type="search" name="q" defaultValue={query} className={`mt-1 ${inputClass} py-2 text-sm`} />
        </label>
        <button type="submit" className={`${buttonClass("primary")} justify-center`}>
          {text.apply}
        </button>
      </form>

      {subscribers.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-ink-100 px-6 py-10 text-center text-ink-700">
          {query ? text.emptySearch : text.empty}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-100">
          {subscribers.map((subscriber) => (
            <li key={subscriber.email} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="truncate font-semibold text-ink-900">{subscriber.email}</p>
                <p className="text-ink-700">
                  {sourceLabel(subscriber.source)} · {formatShortDate(new Date(subscriber.createdAt))}
                </p>
                <p className="text-ink-700">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateClass[subscriber.state]}`}>
                    {text.state}
                    {"\u00a0: "}
                    {text.states[subscriber.state]}
                  </span>
                  {subscriber.state !== "waiting" ? (
                    <>
                      {" · "}
                      {text.origin}
                      {"\u00a0: "}
                      {text.origins[subscriber.origin]}
                    </>
                  ) : null}
                </p>
                {subscriber.state === "unsubscribed" ? null : (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-ink-800 underline underline-offset-2">{text.unsubscribeLink}</summary>
                    <p className="mt-1 text-xs text-ink-700">{text.unsubscribeHint}</p>
                    <input
                      readOnly
                      value={subscriber.unsubscribeUrl}
                      aria-label={`${text.unsubscribeLink} : ${subscriber.email}`}
                      className={`mt-1 ${inputClass} py-1.5 text-xs`}
                    />
                  </details>
                )}
              </div>
              {subscriber.state === "unsubscribed" ? null : (
                <form method="post">
                  <input type="hidden" name="intent" value="removeSubscriber" />
                  <input type="hidden" name="email" value={subscriber.email} />
                  <button type="submit" aria-label={`${text.remove} ${subscriber.email}`} className={buttonClass("danger")}>
                    {text.remove}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} hrefOf={(target) => subscribersAddress(query, target)} />
    </section>
  );
}
