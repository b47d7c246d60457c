import { deliveryErrorInFrench } from "~/admin/desk/delivery-error";
import type { LeadDetail as Lead } from "~/admin/desk/leads.server";
import { deskText } from "~/content/admin/desk";
import { leadFieldLabels as labels } from "~/content/lead-fields";
import type { LeadStatus } from "~/lib/db/schema";
import { formatLongDateTime } from "~/lib/format/date";
import { formatNumber } from "~/lib/format/number";
import { counted } from "~/lib/format/plural";
import { buttonClass } from "../shell/button-class";
import { StatusBadge } from "./status-badge";

const text = deskText.leads;

// What the visitor wrote, as opposed to what the server noted about the visit.
const contentKeys = new Set([
  "firstName",
  "lastName",
  "email",
  "subject",
  "message",
  "phone",
  "phoneCountry",
  "plan",
  "period",
  "offerPrice",
  "price",
  "currency",
  "termsAccepted",
]);

const amountKeys = new Set(["price", "offerPrice"]);

function display(key: string, value: unknown): string {
  if (value === true) return "Oui";
  if (value === false) return "Non";
  if (value === null || value === undefined || value === "") return "—";
  // 918 000, not 918000: the currency is its own field.
  if (amountKeys.has(key) && typeof value === "number") return formatNumber(value, 2);
  return String(value);
}

/** The payload as label/value pairs, nested objects (metadata, location) flattened. */
function entriesOf(payload: Record<string, unknown>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value && typeof value === "object" && !Array.isArray(value)) entries.push(...entriesOf(value as Record<string, unknown>));
    else entries.push([key, display(key, value)]);
  }
  return entries;
}

function Fields({ title, entries }: { title: string; entries: [string, string][] }) {
  if (entries.length === 0) return null;
  return (
    <section className="rounded-2xl border border-ink-100 p-4">
      <h3 className="font-bold text-ink-900">{title}</h3>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-ink-700">{labels[key] ?? key}</dt>
            <dd
              className={`wrap-anywhere whitespace-pre-line text-ink-900 ${key === "locationWarning" ? "font-semibold text-red-800" : ""}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The visitor's own subject when they wrote one (the contact form), else what the lead is. */
function replySubject(lead: Lead): string {
  const subject = lead.payload.subject;
  return typeof subject === "string" && subject.trim() ? subject.trim() : lead.summary;
}

/** A lead's page: everything it holds, how to answer, the staff's status and its deliveries. */
export function LeadDetail({ lead, backTo }: { lead: Lead; backTo: string }) {
  const entries = entriesOf(lead.payload);
  const phone = typeof lead.payload.phone === "string" ? lead.payload.phone.replace(/\D/g, "") : "";
  return (
    <section className="space-y-5 rounded-3xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="lead-title">
      <a href={backTo} className="text-sm font-semibold text-ink-900 underline underline-offset-4">
        {text.back}
      </a>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* A visitor's subject may hold a word longer than a phone's width: it breaks rather than widen the page. */}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">{deskText.kinds[lead.kind]}</p>
          <h2 id="lead-title" className="text-xl font-bold wrap-anywhere text-ink-900">
            {lead.summary}
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            {text.received} {formatLongDateTime(new Date(lead.createdAt))}
          </p>
        </div>
        <StatusBadge status={lead.status} />
      </div>

      <div className="flex flex-wrap gap-2">
        <a
          href={`mailto:${lead.email}?subject=${encodeURIComponent(text.replySubject(replySubject(lead)))}`}
          className={buttonClass("primary")}
        >
          {text.reply}
        </a>
        {phone.length >= 8 ? (
          <a href={`https://wa.me/${phone}`} target="_blank" rel="noopener noreferrer" className={buttonClass("quiet")}>
            {text.whatsapp}
          </a>
        ) : null}
      </div>

      <Fields title={text.fields} entries={entries.filter(([key]) => contentKeys.has(key))} />
      <Fields title={text.metadata} entries={entries.filter(([key]) => !contentKeys.has(key))} />

      <section className="rounded-2xl border border-ink-100 p-4">
        <h3 className="font-bold text-ink-900">{text.staffStatus}</h3>
        <form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="leadStatus" />
          <input type="hidden" name="id" value={lead.id} />
          {(Object.keys(deskText.statuses) as LeadStatus[]).map((status) => (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              disabled={status === lead.status}
              className={buttonClass(status === lead.status ? "primary" : "quiet")}
            >
              {text.markAs(status)}
            </button>
          ))}
        </form>
        <h4 className="mt-4 text-sm font-semibold text-ink-900">{text.history}</h4>
        {lead.history.length === 0 ? (
          <p className="text-sm text-ink-700">{text.noHistory}</p>
        ) : (
          <ol className="mt-1 space-y-1 text-sm text-ink-800">
            {lead.history.map((change) => (
              <li key={change.changedAt + change.status}>
                <StatusBadge status={change.status} /> {text.changedBy(change.changedBy, formatLongDateTime(new Date(change.changedAt)))}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="rounded-2xl border border-ink-100 p-4">
        <h3 className="font-bold text-ink-900">{text.deliveries}</h3>
        {lead.deliveries.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">{text.noDeliveries}</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink-100">
            {lead.deliveries.map((delivery) => (
              <li key={delivery.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
                <div>
                  <p className="font-semibold text-ink-900">
                    {deskText.deliveryChannels[delivery.channel] ?? delivery.channel}
                    {"\u00a0: "}
                    {deskText.deliveryStatuses[delivery.status] ?? delivery.status}
                  </p>
                  <p className="text-ink-700">
                    {text.attempts(counted(delivery.attempts))}
                    {delivery.status === "pending" ? ` · ${text.nextTry} ${formatLongDateTime(new Date(delivery.nextAttemptAt))}` : ""}
                    {delivery.deliveredAt ? ` · ${text.deliveredAt} ${formatLongDateTime(new Date(delivery.deliveredAt))}` : ""}
                  </p>
                  {delivery.lastError ? (
                    <p className="mt-1 text-red-800">
                      {text.lastError}
                      {"\u00a0: "}
                      {deliveryErrorInFrench(delivery.lastError)}
                      <span className="block text-xs text-ink-700">{delivery.lastError}</span>
                    </p>
                  ) : null}
                </div>
                {delivery.status === "failed" ? (
                  <form method="post">
                    <input type="hidden" name="intent" value="resend" />
                    <input type="hidden" name="deliveryId" value={delivery.id} />
                    <button type="submit" className={buttonClass("primary")}>
                      {text.resend}
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
