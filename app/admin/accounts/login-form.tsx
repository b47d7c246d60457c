import type { ReactNode } from "react";
import { adminAddresses } from "~/admin/shell/addresses";
import { accountsText } from "~/content/admin/accounts";
import { adminText } from "~/content/admin/shell";
import { inputClass } from "~/lib/ui/form-field";
import { SignInCard, signInLinkClass, signInSubmitClass } from "./sign-in-card";

const text = adminText.login;

/**
 * The sign-in of /admin. Works without JavaScript: the form posts to /admin. The e-mail address may stay
 * empty for the first account while it keeps ADMIN_PASSWORD's password (the spec's single field).
 * Shown in place of any admin page asked for without a session (`reason`), it brings the person back to
 * that page (`returnTo`) once signed in.
 */
export function LoginForm({
  configured,
  error,
  reason,
  returnTo,
  children,
}: {
  configured: boolean;
  error?: string;
  reason?: { title: string; message: string };
  returnTo?: string;
  /** Under the form: the passkey sign-in (an island, for it needs the browser's WebAuthn). */
  children?: ReactNode;
}) {
  return (
    <SignInCard title={reason?.title ?? text.title} intro={reason?.message ?? text.intro}>
      {configured ? (
        <form method="post" action={adminAddresses.home} className="mt-6 space-y-4">
          {returnTo ? <input type="hidden" name="retour" value={returnTo} /> : null}
          <div>
            <label htmlFor="admin-email" className="block text-sm font-semibold text-ink-900">
              {accountsText.login.emailLabel}
            </label>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username webauthn"
              maxLength={254}
              aria-describedby="admin-email-hint"
              className={`mt-1.5 ${inputClass}`}
            />
            <p id="admin-email-hint" className="mt-1 text-xs text-ink-700">
              {accountsText.login.emailHint}
            </p>
          </div>
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
          {error ? (
            <p id="admin-password-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <button type="submit" className={signInSubmitClass}>
            {text.submit}
          </button>
          <p className="text-center text-sm">
            <a href={adminAddresses.forgottenPassword} className={signInLinkClass}>
              {accountsText.login.forgotten}
            </a>
          </p>
        </form>
      ) : null}
      {configured ? (
        children
      ) : (
        <p role="alert" className="mt-6 rounded-xl bg-gold-300/30 px-4 py-3 text-sm text-ink-900">
          {text.notConfigured}
        </p>
      )}
    </SignInCard>
  );
}
