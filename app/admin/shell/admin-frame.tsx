import type { ReactNode } from "react";
import type { AdminSection } from "~/admin/shell/addresses";
import type { AdminNotice } from "~/lib/boundary/notice";
import { AdminHeader, type SignedInStaff } from "./admin-header";

/** What the staff member's last action did: said once, at the top of the page they were sent back to. */
function NoticeBanner({ notice }: { notice: AdminNotice }) {
  const done = notice.tone === "done";
  return (
    <p role="status" className={`rounded-2xl px-4 py-3 text-sm ${done ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}>
      <span className="font-semibold">{notice.text}</span>
      {notice.detail ? <span className="mt-1 block break-words">{notice.detail}</span> : null}
    </p>
  );
}

/** A staff page: the admin's header with its sections, the page's title for screen readers, the last action's notice, the page. */
export function AdminFrame({
  section,
  title,
  newLeads,
  notice,
  staff,
  children,
}: {
  section: AdminSection;
  title: string;
  newLeads: number;
  staff: SignedInStaff;
  notice?: AdminNotice;
  children?: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-sand-50">
      <AdminHeader current={section} newLeads={newLeads} staff={staff} />
      <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="sr-only">{title}</h1>
        {notice ? <NoticeBanner notice={notice} /> : null}
        {children}
      </main>
    </div>
  );
}
