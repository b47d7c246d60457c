import { type AdminSection, adminAddresses } from "~/admin/shell/addresses";
import { accountsText } from "~/content/admin/accounts";
import { deskText } from "~/content/admin/desk";
import { settingsText } from "~/content/admin/facts";
import { lettersText } from "~/content/admin/letters";
import { adminText } from "~/content/admin/shell";
import { shopPricesText } from "~/content/admin/shop-prices";
import { roleMayOpenAddress } from "~/lib/boundary/routes";
import type { StaffRole } from "~/lib/db/schema";
import { counted } from "~/lib/format/plural";
import { Logo } from "~/lib/ui/logo";

const navItems: { section: Exclude<AdminSection, "account">; label: string }[] = [
  { section: "articles", label: deskText.nav.articles },
  { section: "letters", label: lettersText.nav },
  { section: "leads", label: deskText.nav.leads },
  { section: "subscribers", label: deskText.nav.subscribers },
  { section: "audience", label: deskText.nav.audience },
  { section: "health", label: deskText.nav.health },
  { section: "team", label: accountsText.nav.team },
  { section: "activity", label: accountsText.nav.activity },
  { section: "settings", label: settingsText.nav },
  { section: "shopPrices", label: shopPricesText.nav },
];

/** Who is signed in, as the header says it. */
export interface SignedInStaff {
  staffName: string;
  role: StaffRole;
}

/**
 * The admin's header on every staff page: the site's link, the person's account, « Se déconnecter » and
 * the sections their role opens, each at its own address (plain links and a plain form: it works before,
 * and without, any script).
 */
export function AdminHeader({ current, newLeads, staff }: { current: AdminSection; newLeads: number; staff: SignedInStaff }) {
  const sections = navItems.filter((item) => roleMayOpenAddress(staff.role, adminAddresses[item.section]));
  return (
    <header className="bg-ink-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <Logo tone="light" />
          <span className="hidden rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-300 uppercase sm:inline">
            {adminText.badge}
          </span>
        </div>
        <div className="flex items-center gap-2">
          <a
            href="/"
            className="rounded-full px-3 py-2 text-sm font-semibold text-ink-100 hover:bg-white/10"
            target="_blank"
            rel="noopener"
          >
            {adminText.viewSite}
          </a>
          <a
            href={adminAddresses.account}
            aria-current={current === "account" ? "page" : undefined}
            className="rounded-full px-3 py-2 text-sm font-semibold text-ink-100 hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-ink-900"
          >
            {accountsText.nav.account}
            <span className="sr-only">
              {" "}
              ({staff.staffName}, {accountsText.roles[staff.role]})
            </span>
          </a>
          <form method="post" action={adminAddresses.logout}>
            <button
              type="submit"
              className="min-h-10 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-gold-300"
            >
              {adminText.logout}
            </button>
          </form>
        </div>
      </div>
      <nav aria-label={deskText.nav.label} className="mx-auto max-w-7xl px-4 pb-3 sm:px-6 lg:px-8">
        {/* On a phone the sections wrap onto two lines: all of them in sight, none behind a scroll. */}
        <ul className="flex flex-wrap gap-1">
          {sections.map((item) => {
            const isCurrent = item.section === current;
            return (
              <li key={item.section}>
                <a
                  href={adminAddresses[item.section]}
                  aria-current={isCurrent ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center gap-2 rounded-full px-3 py-2 text-sm sm:px-4 font-semibold whitespace-nowrap ${isCurrent ? "bg-white text-ink-900" : "text-ink-100 hover:bg-white/10"}`}
                >
                  {item.label}
                  {item.section === "leads" && newLeads > 0 ? (
                    <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs text-ink-950">
                      <span aria-hidden="true">{newLeads}</span>
                      <span className="sr-only">{deskText.nav.newLeads(counted(newLeads))}</span>
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
