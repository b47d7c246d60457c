import type { LeadRow } from "~/admin/desk/leads.server";
import { adminAddresses, type LeadsFilter, leadAddress, leadsAddress, leadsExportAddress } from "~/admin/shell/addresses";
import { deskText } from "~/content/admin/desk";
import { formatShortDateTime } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";
import { Pager } from "./pager";
import { StatusBadge } from "./status-badge";

const text = deskText.leads;

/** One of the list's filters: "Tous", then each value with its French label. */
function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: Record<string, string>;
}) {
  return (
    <label className="text-sm font-semibold text-ink-900">
      {label}
      <select name={name} defaultValue={value ?? ""} className={`mt-1 ${inputClass} py-2 text-sm`}>
        <option value="">{text.all}</option>
        {Object.entries(options).map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Demandes": every lead, filtered, searched and paginated by the server. */
export function LeadsView({
  leads,
  total,
  page,
  pages,
  filter,
}: {
  leads: LeadRow[];
  total: number;
  page: number;
  pages: number;
  filter: LeadsFilter;
}) {
  const select = `${inputClass} py-2 text-sm`;
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="leads-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="leads-title" className="text-xl font-bold text-ink-900">
            {text.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-700">{text.intro}</p>
        </div>
        <a href={leadsExportAddress(filter)} download className={buttonClass("quiet")}>
          {text.export}
        </a>
      </div>

      <form method="get" className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end" aria-label={text.filters}>
        <FilterSelect label={text.kind} name="type" value={filter.kind} options={deskText.kinds} />
        <FilterSelect label={text.status} name="statut" value={filter.status} options={deskText.statuses} />
        <label className="text-sm font-semibold text-ink-900">
          {text.search}
          <input
            type="search"
            name="q"
            defaultValue={filter.query ?? ""}
            placeholder={text.searchPlaceholder}
            className={`mt-1 ${select}`}
          />
        </label>
        <button type="submit" className={`${buttonClass("primary")} justify-center`}>
          {text.apply}
        </button>
      </form>

      <p className="mt-5 text-sm text-ink-700" aria-live="polite">
        {text.count(counted(total))}
        {filter.kind || filter.status || filter.query ? (
          <>
            {" · "}
            <a href={adminAddresses.leads} className="font-semibold underline underline-offset-2">
              {text.reset}
            </a>
          </>
        ) : null}
      </p>

      {leads.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-ink-100 px-6 py-10 text-center text-ink-700">{text.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100">
          {leads.map((lead) => (
            <li key={lead.id} className="py-3">
              <a
                href={leadAddress(lead.id, filter, page)}
                className="grid gap-1 rounded-xl p-2 hover:bg-ink-50 sm:grid-cols-[8rem_1fr_auto] sm:items-center sm:gap-4"
              >
                <span className="text-xs font-semibold tracking-wide text-gold-700 uppercase">{deskText.kinds[lead.kind]}</span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900 sm:truncate">{lead.summary}</span>
                  {/* On a phone the line wraps rather than cut the date off. */}
                  <span className="block text-sm text-ink-700 sm:truncate">
                    <span className="break-all">{lead.email}</span> ·{" "}
                    <span className="whitespace-nowrap">{formatShortDateTime(new Date(lead.createdAt))}</span>
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={lead.status} />
                  {lead.deliveries.map((delivery) => (
                    <span
                      key={delivery.channel}
                      className={`rounded-full px-2 py-0.5 text-xs ${delivery.status === "failed" ? "bg-red-50 text-red-800" : delivery.status === "delivered" ? "bg-emerald-50 text-emerald-800" : "bg-ink-50 text-ink-800"}`}
                    >
                      {deskText.deliveryChannels[delivery.channel] ?? delivery.channel}
                      {"\u00a0: "}
                      {deskText.deliveryStatuses[delivery.status] ?? delivery.status}
                    </span>
                  ))}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}

      <Pager page={page} pages={pages} hrefOf={(target) => leadsAddress(filter, target)} />
    </section>
  );
}
