import type { ListedAccount } from "~/admin/accounts/accounts.server";
import { accountsText } from "~/content/admin/accounts";
import type { StaffRole } from "~/lib/db/schema";
import { formatShortDate, formatShortDateTime } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";
import { Card } from "./account-view";

const text = accountsText.team;

export type TeamMember = ListedAccount & { openSessions: number; you: boolean };

/** Without a password, the account waits for its invitation: one that can still be used, or a new one to send (expired, or voided when the account was disabled). */
function statusOf(member: TeamMember): keyof typeof text.status {
  if (member.disabledAt) return "disabled";
  if (member.hasPassword) return "active";
  return member.invitationPending ? "invited" : "invitationLapsed";
}

const statusTone = {
  active: "bg-emerald-50 text-emerald-900",
  invited: "bg-amber-50 text-amber-950",
  invitationLapsed: "bg-amber-50 text-amber-950",
  disabled: "bg-ink-50 text-ink-700",
};

/** One button posted with the account's id: each action of a member's row. */
function MemberAction({
  intent,
  account,
  label,
  name,
  kind = "quiet",
  extra,
}: {
  intent: string;
  account: string;
  label: string;
  name: string;
  kind?: "quiet" | "danger";
  extra?: Record<string, string>;
}) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="account" value={account} />
      {Object.entries(extra ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={buttonClass(kind)} aria-label={`${label} (${name})`}>
        {label}
      </button>
    </form>
  );
}

function Member({ member }: { member: TeamMember }) {
  const status = statusOf(member);
  const otherRole: StaffRole = member.role === "admin" ? "writer" : "admin";
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink-900">
          {member.name}
          {member.you ? <span className="font-normal text-ink-700"> ({text.you})</span> : null}
        </p>
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-white">{accountsText.roles[member.role]}</span>
          <span className={`rounded-full px-2.5 py-0.5 ${statusTone[status]}`}>{text.status[status]}</span>
        </p>
      </div>
      <p className="mt-1 break-all text-sm text-ink-700">{member.email}</p>
      <p className="mt-1 text-sm text-ink-700">
        {text.created} {formatShortDate(new Date(member.createdAt))} ·{" "}
        {member.lastSeenAt ? `${text.lastSeen} ${formatShortDateTime(new Date(member.lastSeenAt))}` : text.neverSeen} ·{" "}
        {text.sessions(counted(member.openSessions))}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {member.you ? null : (
          <MemberAction
            intent="setRole"
            account={member.id}
            name={member.name}
            label={text.actions.makeRole(accountsText.rolesInSentence[otherRole])}
            extra={{ role: otherRole }}
          />
        )}
        {member.openSessions > 0 && !member.you ? (
          <MemberAction intent="endSessions" account={member.id} name={member.name} label={text.actions.endSessions} kind="danger" />
        ) : null}
        {!member.hasPassword && !member.disabledAt ? (
          <MemberAction intent="resendInvitation" account={member.id} name={member.name} label={text.actions.resendInvitation} />
        ) : null}
        {member.you ? null : member.disabledAt ? (
          <MemberAction intent="enable" account={member.id} name={member.name} label={text.actions.enable} />
        ) : (
          <MemberAction intent="disable" account={member.id} name={member.name} label={text.actions.disable} kind="danger" />
        )}
      </div>
    </li>
  );
}

/** « Équipe » (administrators): the accounts, what each can do, and the invitation of a new person. */
export function TeamView({ members }: { members: TeamMember[] }) {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[3fr_2fr]">
      <Card id="team-list" title={text.list} intro={text.intro}>
        <ul className="mt-2 divide-y divide-ink-100">
          {members.map((member) => (
            <Member key={member.id} member={member} />
          ))}
        </ul>
      </Card>
      <Card id="team-invite" title={text.invite.title}>
        <form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="invite" />
          <div>
            <label htmlFor="invite-name" className="block text-sm font-semibold text-ink-900">
              {text.invite.name}
            </label>
            <input id="invite-name" name="name" required maxLength={80} autoComplete="off" className={`mt-1.5 ${inputClass}`} />
          </div>
          <div>
            <label htmlFor="invite-email" className="block text-sm font-semibold text-ink-900">
              {text.invite.email}
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">{text.invite.role}</legend>
            <div className="mt-2 flex flex-wrap gap-4 text-sm">
              {(["writer", "admin"] as const).map((role) => (
                <label key={role} className="inline-flex items-center gap-2">
                  <input type="radio" name="role" value={role} defaultChecked={role === "writer"} />
                  {accountsText.roles[role]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClass("primary")}>
            {text.invite.submit}
          </button>
        </form>
      </Card>
    </div>
  );
}
