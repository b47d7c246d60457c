import type { ReactNode } from "react";
import { staffPasswordLength } from "~/admin/accounts/staff-account";
import { accountsText } from "~/content/admin/accounts";
import type { StaffRole } from "~/lib/db/schema";
import { formatShortDateTime } from "~/lib/format/date";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";

const text = accountsText.account;

export interface OwnSession {
  tokenHash: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** A white card of the admin, titled. */
export function Card({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-ink-700">{intro}</p> : null}
      {children}
    </section>
  );
}

function PasswordField({ name, label, autoComplete, hint }: { name: string; label: string; autoComplete: string; hint?: string }) {
  const id = `account-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        required
        maxLength={staffPasswordLength.max}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-1.5 ${inputClass}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * « Mon compte »: who one is, a new password, one's passkeys (`children`: an island) and one's open
 * sessions, each of which can be ended. Plain forms posted to the page: it works without JavaScript.
 */
export function AccountView({
  account,
  sessions,
  children,
}: {
  account: { name: string; email: string; role: StaffRole; passwordFromSetting: boolean };
  sessions: OwnSession[];
  children?: ReactNode;
}) {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <Card id="account-identity" title={text.identity}>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold text-ink-700">{text.name}</dt>
          <dd className="text-ink-900">{account.name}</dd>
          <dt className="font-semibold text-ink-700">{text.email}</dt>
          <dd className="break-all text-ink-900">{account.email}</dd>
          <dt className="font-semibold text-ink-700">{text.role}</dt>
          <dd className="text-ink-900">{accountsText.roles[account.role]}</dd>
        </dl>
      </Card>

      <Card id="account-password" title={text.password.title}>
        {account.passwordFromSetting ? (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">{text.password.fromSetting}</p>
        ) : null}
        <form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="changePassword" />
          {/* The address, for the browser's password manager: it saves the new password under it. */}
          <input type="hidden" name="username" autoComplete="username" value={account.email} />
          <PasswordField name="current" label={text.password.current} autoComplete="current-password" />
          <PasswordField
            name="password"
            label={text.password.next}
            autoComplete="new-password"
            hint={text.password.hint(staffPasswordLength.min)}
          />
          <PasswordField name="confirm" label={text.password.confirm} autoComplete="new-password" />
          <button type="submit" className={buttonClass("primary")}>
            {text.password.submit}
          </button>
        </form>
      </Card>

      {children}

      <Card id="account-sessions" title={text.sessions.title} intro={text.sessions.intro}>
        <ul className="mt-4 divide-y divide-ink-100">
          {sessions.map((session) => (
            <li key={session.tokenHash} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink-900">
                  {session.device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {text.sessions.current}
                    </span>
                  ) : null}
                </p>
                <p className="text-ink-700">
                  {text.sessions.opened} {formatShortDateTime(new Date(session.createdAt))} · {text.sessions.lastUsed}{" "}
                  {formatShortDateTime(new Date(session.lastUsedAt))}
                </p>
              </div>
              {session.current ? null : (
                <form method="post">
                  <input type="hidden" name="intent" value="endOwnSession" />
                  <input type="hidden" name="session" value={session.tokenHash} />
                  <button type="submit" className={buttonClass("danger")} aria-label={text.sessions.endLabel(session.device)}>
                    {text.sessions.end}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
