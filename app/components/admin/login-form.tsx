import { Logo } from "~/components/layout/logo";
import { inputClass } from "~/components/ui/form-field";
import { adminText } from "~/content/admin";

const text = adminText.login;

/** The password gate of /admin. Works without JavaScript: the form posts to the page itself. */
export function LoginForm({ configured, error }: { configured: boolean; error?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-950 px-4 py-16">
      <div className="w-full max-w-sm rounded-3xl bg-white p-8 shadow-2xl">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold text-ink-900">{text.title}</h1>
        <p className="mt-1 text-sm text-ink-700">{text.intro}</p>
        {configured ? (
          <form method="post" className="mt-6 space-y-4">
            <div>
              <label htmlFor="admin-password" className="block text-sm font-semibold text-ink-900">
                {text.passwordLabel}
              </label>
              <input
                id="admin-password"
                name="password"
                type="password"
                required
                autoComplete="current-password"
                // biome-ignore lint/a11y/noAutofocus: the page's only task is this field.
                autoFocus
                className={`mt-1.5 ${inputClass}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "admin-password-error" : undefined}
              />
            </div>
            <div>
              <label htmlFor="admin-name" className="block text-sm font-semibold text-ink-900">
                {text.nameLabel}
              </label>
              <input
                id="admin-name"
                name="name"
                autoComplete="given-name"
                maxLength={60}
                aria-describedby="admin-name-hint"
                className={`mt-1.5 ${inputClass}`}
              />
              <p id="admin-name-hint" className="mt-1 text-xs text-ink-700">
                {text.nameHint}
              </p>
            </div>
            {error ? (
              <p id="admin-password-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <button type="submit" className="w-full rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700">
              {text.submit}
            </button>
          </form>
        ) : (
          <p role="alert" className="mt-6 rounded-xl bg-gold-300/30 px-4 py-3 text-sm text-ink-900">
            {text.notConfigured}
          </p>
        )}
      </div>
    </main>
  );
}
