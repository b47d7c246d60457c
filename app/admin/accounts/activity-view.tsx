import type { ActivityLine } from "~/admin/accounts/activity.server";
import { accountsText } from "~/content/admin/accounts";
import { formatShortDateTime } from "~/lib/format/date";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";

const text = accountsText.activity;

/**
 * « Activité »: the team's last actions, newest first. One table: columns from 768 px, and below that
 * each row is a card (its header only for screen readers), so a phone never scrolls sideways. The filter
 * by person is a plain GET form: no script.
 */
export function ActivityView({ lines, names, person }: { lines: ActivityLine[]; names: string[]; person: string }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="activity-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="activity-title" className="text-xl font-bold text-ink-900">
            {person ? text.filter.of(person) : text.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-700">{text.intro}</p>
        </div>
        {names.length > 0 ? (
          <form method="get" className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-end">
            <label className="text-sm font-semibold text-ink-900">
              {text.filter.label}
              <select name="qui" defaultValue={person} className={`mt-1 ${inputClass} py-2 text-sm sm:w-56`}>
                <option value="">{text.filter.everyone}</option>
                {names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={`${buttonClass("primary")} justify-center`}>
              {text.filter.apply}
            </button>
          </form>
        ) : null}
      </div>

      {lines.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-ink-100 px-6 py-10 text-center text-ink-700">
          {person ? text.emptyFor : text.empty}
        </p>
      ) : (
        <table className="mt-4 block w-full text-left text-sm md:table">
          <caption className="sr-only">{text.list}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-ink-100 text-ink-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.when}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.who}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.what}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {text.subject}
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-2 md:table-row-group md:space-y-0">
            {lines.map((line) => (
              <tr
                key={line.id}
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-2xl border border-ink-100 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
              >
                <td className="col-span-2 text-ink-700 md:whitespace-nowrap md:py-2 md:pr-4 md:align-top">
                  <time dateTime={line.at}>{formatShortDateTime(new Date(line.at))}</time>
                </td>
                <td className="font-semibold text-ink-900 [overflow-wrap:anywhere] md:py-2 md:pr-4 md:align-top">{line.accountName}</td>
                <td className="text-ink-900 md:py-2 md:pr-4 md:align-top">{text.actions[line.action] ?? line.action}</td>
                <td className="col-span-2 text-ink-800 [overflow-wrap:anywhere] md:py-2 md:align-top">{line.subject ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
