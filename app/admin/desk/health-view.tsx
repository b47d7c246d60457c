import type { ReactNode } from "react";
import type { Health } from "~/admin/desk/health.server";
import { adminAddresses } from "~/admin/shell/addresses";
import { deskText } from "~/content/admin/desk";
import { formatAge, formatShortDateTime } from "~/lib/format/date";
import { formatBytes } from "~/lib/format/number";
import { counted } from "~/lib/format/plural";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";

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

const card = (problem: boolean) => `rounded-3xl p-4 shadow-sm sm:p-6 ${problem ? "bg-red-50 text-red-900" : "bg-white text-ink-900"}`;

/** One line of a part's facts: its label, then its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
      <dt className="text-ink-700">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

/** A problem of a part, said as soon as the page is read (as the proxy's). */
function Problems({ items }: { items: { title: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div role="alert" className="mt-2 space-y-2 text-sm">
      {items.map(({ title, text: detail }) => (
        <p key={title}>
          <strong>{title}</strong> {detail}
        </p>
      ))}
    </div>
  );
}

/** When, in Douala, and how long ago; the age kept on one line. */
function Dated({ iso, now }: { iso: string; now: Date }) {
  const date = new Date(iso);
  return (
    <>
      {formatShortDateTime(date)} <span className="whitespace-nowrap">({formatAge(date, now)})</span>
    </>
  );
}

/** The last good snapshot, its age, size and id; the interval; a run in progress; a failure since the last good one. */
function BackupsPart({ backups }: { backups: Health["backups"] }) {
  const words = text.backups;
  const now = new Date(backups.checkedAt);
  const { lastGood, lastFailure, running } = backups;
  const problems = backups.problems.map((problem) => {
    if (problem === "not-configured") return { title: words.notConfigured, text: words.notConfiguredText };
    if (problem === "none") return { title: words.none, text: words.noneText };
    return { title: words.tooOld(counted(2 * backups.intervalHours)), text: words.tooOldText };
  });
  return (
    <div className={card(problems.length > 0)}>
      <h3 className="text-lg font-bold">{words.title}</h3>
      <Problems items={problems} />
      <dl className="mt-2 divide-y divide-ink-100">
        <Fact label={words.lastGood}>{lastGood ? <Dated iso={lastGood.finishedAt} now={now} /> : words.never}</Fact>
        {lastGood ? (
          <>
            <Fact label={words.size}>{lastGood.bytes === null ? words.unknown : formatBytes(lastGood.bytes)}</Fact>
            <Fact label={words.snapshot}>{lastGood.snapshotId ? <code>{lastGood.snapshotId}</code> : words.unknown}</Fact>
          </>
        ) : null}
        {backups.configured ? <Fact label={words.interval}>{words.every(counted(backups.intervalHours))}</Fact> : null}
      </dl>
      {running ? <p className="mt-3 text-sm">{words.running(formatShortDateTime(new Date(running.startedAt)))}</p> : null}
      {lastFailure ? (
        <div className="mt-3 rounded-2xl bg-white/70 p-3 text-sm text-red-900">
          <h4 className="font-bold">
            {words.lastFailure}
            {"\u00a0: "}
            <Dated iso={lastFailure.at} now={now} />
          </h4>
          <p className="mt-1 font-mono text-xs break-words whitespace-pre-wrap">{lastFailure.error ?? words.interrupted}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The free and total space of the database's disk (SQLite) or the site's state folder (PostgreSQL). */
function DiskPart({ disk }: { disk: Health["disk"] }) {
  const words = text.disk;
  const problems = disk.low ? [{ title: words.low, text: words.lowText(formatBytes(disk.warningBytes)) }] : [];
  return (
    <div className={card(disk.low)}>
      <h3 className="text-lg font-bold">{words.title}</h3>
      <Problems items={problems} />
      {disk.space ? (
        <dl className="mt-2 divide-y divide-ink-100">
          <Fact label={words.free}>{formatBytes(disk.space.freeBytes)}</Fact>
          <Fact label={words.total}>{formatBytes(disk.space.totalBytes)}</Fact>
        </dl>
      ) : (
        <p className="mt-2 text-sm">{words.unreadable}</p>
      )}
      <p className="mt-3 text-xs break-words text-ink-700">
        {disk.engine === "sqlite" ? words.sqlite(disk.folder) : words.postgres(disk.folder)}
      </p>
    </div>
  );
}

/** "Santé": what is configured, the backups and the disk, the outbox, and a test e-mail through the configured SMTP. */
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
      <BackupsPart backups={health.backups} />
      <DiskPart disk={health.disk} />
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
