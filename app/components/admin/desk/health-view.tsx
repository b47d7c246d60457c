import { inputClass } from "~/components/ui/form-field";
import { deskText } from "~/content/admin-desk";
import { adminAddresses } from "~/lib/admin/addresses";
import type { Health } from "~/lib/desk/health.server";
import { formatShortDateTime } from "~/lib/format/date";
import { buttonClass } from "../article-list";

const text = deskText.health;

function Channel({ label, on }: { label: string; on: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span className="text-ink-900">{label}</span>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${on ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
      >
        {on ? text.configured : text.missing}
      </span>
    </li>
  );
}

function LaunchList({ title, items, tone }: { title: string; items: string[]; tone: "problem" | "warning" }) {
  if (items.length === 0) return null;
  return (
    <div className={`mt-3 rounded-2xl p-4 ${tone === "problem" ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-950"}`}>
      <h4 className="text-sm font-bold">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What `npm run doctor` says: the settings a launch still lacks. */
function LaunchReadiness({ launch }: { launch: Health["launch"] }) {
  const ready = launch.problems.length === 0 && launch.warnings.length === 0;
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6 lg:col-span-2">
      <h3 className="text-lg font-bold text-ink-900">{text.launch}</h3>
      {ready ? <p className="mt-2 text-sm text-emerald-900">{text.launchReady}</p> : null}
      <LaunchList title={text.launchProblems} items={launch.problems} tone="problem" />
      <LaunchList title={text.launchWarnings} items={launch.warnings} tone="warning" />
      <p className="mt-3 text-xs text-ink-700">{text.launchDoctor}</p>
    </div>
  );
}

/** "Santé": what is configured, the outbox, and a test e-mail through the configured SMTP. */
export function HealthView({ health }: { health: Health }) {
  const { channels, outbox, launch } = health;
  return (
    <section className="grid gap-5 lg:grid-cols-2" aria-labelledby="health-title">
      <h2 id="health-title" className="sr-only">
        {text.title}
      </h2>
      {health.untrustedProxySince ? (
        <div role="alert" className="rounded-3xl bg-red-50 p-4 text-red-900 shadow-sm sm:p-6 lg:col-span-2">
          <h3 className="text-lg font-bold">{text.untrustedProxy}</h3>
          <p className="mt-2 text-sm">{text.untrustedProxyText(formatShortDateTime(new Date(health.untrustedProxySince)))}</p>
        </div>
      ) : null}
      <LaunchReadiness launch={launch} />
      <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
        <h3 className="text-lg font-bold text-ink-900">{text.channels}</h3>
        <ul className="mt-2 divide-y divide-ink-100">
          <Channel label={text.smtp} on={channels.smtp} />
          <Channel label={text.webhook} on={channels.webhook} />
          <Channel label={text.ga4} on={channels.ga4} />
          <Channel label={text.unsplash} on={channels.imageSearch.unsplash} />
          <Channel label={text.pexels} on={channels.imageSearch.pexels} />
          <Channel label={text.pixabay} on={channels.imageSearch.pixabay} />
          <Channel label={text.ai} on={channels.ai} />
        </ul>
      </div>
      <div className="space-y-5">
        <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
          <h3 className="text-lg font-bold text-ink-900">{text.outbox}</h3>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
            {(["pending", "delivered", "failed"] as const).map((status) => (
              <div key={status} className="rounded-2xl bg-ink-50 p-3">
                <dt className="text-xs text-ink-700">{text[status]}</dt>
                <dd className="text-2xl font-bold text-ink-900 tabular-nums">{outbox[status]}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-ink-700">
            {outbox.oldestPendingAt
              ? `${text.oldestPending}\u00a0: ${formatShortDateTime(new Date(outbox.oldestPendingAt))}`
              : text.nonePending}
          </p>
        </div>
        <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
          <h3 className="text-lg font-bold text-ink-900">{text.testEmail}</h3>
          <form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="testEmail" />
            <label className="block text-sm font-semibold text-ink-900">
              {text.testRecipient}
              <input type="email" name="to" className={`mt-1 ${inputClass} py-2 text-sm`} />
            </label>
            <button type="submit" className={buttonClass("primary")}>
              {text.testEmail}
            </button>
          </form>
        </div>
        <div className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
          <h3 className="text-lg font-bold text-ink-900">{text.sessions}</h3>
          <p className="mt-2 text-sm text-ink-700">{text.sessionsIntro}</p>
          <form method="post" action={adminAddresses.logout} className="mt-3">
            <input type="hidden" name="partout" value="1" />
            <button type="submit" className={buttonClass("danger")}>
              {text.logoutEverywhere}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
