import { accountsText } from "~/content/admin/accounts";
import { adminText } from "~/content/admin/shell";
import { errorPageFor } from "~/content/errors";
import { buttonClass } from "./button-class";

/** An error met in the admin, said inside the admin's frame: its status, what it means, the way back to the section. */
export function AdminError({ status, message, backTo }: { status: number; message?: string | undefined; backTo: string }) {
  const text = errorPageFor(status);
  return (
    <section className="rounded-3xl bg-white px-4 py-10 text-center shadow-sm sm:px-6" aria-labelledby="admin-error-title">
      <p className="text-5xl font-black tracking-tight text-gold-700">{status}</p>
      <h2 id="admin-error-title" className="mt-3 text-xl font-bold text-ink-900">
        {text.title}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-ink-700">{message || text.message}</p>
      <a href={backTo} className={`mt-6 ${buttonClass("primary")}`}>
        {/* A 403 sends back to the articles, the section every role has. */}
        {status === 403 ? accountsText.forbiddenBack : adminText.errorBack}
      </a>
    </section>
  );
}
