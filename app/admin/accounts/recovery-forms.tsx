import { staffPasswordLength as passwordLength } from "~/admin/accounts/staff-account";
import { removePasskeysField } from "~/admin/accounts/staff-recovery";
import { adminAddresses } from "~/admin/shell/addresses";
import { accountsText } from "~/content/admin/accounts";
import { recoveryText } from "~/content/admin/recovery";
import { counted } from "~/lib/format/plural";
import { FormField, inputClass } from "~/lib/ui/form-field";
import { SignInCard, signInLinkClass, signInSubmitClass } from "./sign-in-card";

function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <a href={adminAddresses.home} className={signInLinkClass}>
        {recoveryText.forgotten.backToLogin}
      </a>
    </p>
  );
}

/**
 * « Mot de passe oublié » (/admin/mot-de-passe-oublie): a plain form posted to its page, which works
 * without JavaScript. Once posted, the same sentence for every address (`sent`).
 */
export function ForgottenPasswordForm({ sent, error, email }: { sent: boolean; error?: string; email?: string }) {
  const text = recoveryText.forgotten;
  if (sent) {
    return (
      <SignInCard title={text.sentTitle}>
        <p role="status" className="mt-6 rounded-xl bg-gold-300/30 px-4 py-3 text-sm text-ink-900">
          {text.sent}
        </p>
        <BackToLogin />
      </SignInCard>
    );
  }
  return (
    <SignInCard title={text.title} intro={text.intro}>
      <form method="post" action={adminAddresses.forgottenPassword} className="mt-6 space-y-4" noValidate>
        <FormField name="email" label={text.emailLabel} error={error}>
          {(field) => (
            <input
              {...field}
              name="email"
              type="email"
              required
              autoComplete="username"
              maxLength={254}
              defaultValue={email}
              // biome-ignore lint/a11y/noAutofocus: the page's only task is this field.
              autoFocus
              className={inputClass}
            />
          )}
        </FormField>
        <button type="submit" className={signInSubmitClass}>
          {text.submit}
        </button>
      </form>
      <BackToLogin />
    </SignInCard>
  );
}

/**
 * « Choisissez votre mot de passe » (/admin/nouveau-mot-de-passe?jeton=…), from a forgotten-password mail or,
 * titled « Bienvenue », from an invitation. Posted to its own address (the token rides in it). When the account
 * has passkeys, a box (checked unless the person unchecked it before a refused post) removes them with the reset.
 */
export function NewPasswordForm({
  action,
  name,
  invitation,
  passkeys = 0,
  removePasskeys = true,
  errors = {},
}: {
  /** The page's address with its token. */
  action: string;
  name: string;
  invitation: boolean;
  /** How many passkeys the account has. */
  passkeys?: number;
  /** Whether the box that removes them is checked. */
  removePasskeys?: boolean;
  errors?: Record<string, string>;
}) {
  const text = recoveryText.newPassword;
  const rules = accountsText.account.password;
  return (
    <SignInCard title={invitation ? text.welcomeHeading(name) : text.title} intro={invitation ? text.welcomeIntro : text.intro(name)}>
      <form method="post" action={action} className="mt-6 space-y-4" noValidate>
        <FormField name="password" label={rules.next} error={errors.password}>
          {(field) => (
            <>
              <input
                {...field}
                aria-describedby={[field["aria-describedby"], "password-hint"].filter(Boolean).join(" ")}
                name="password"
                type="password"
                required
                minLength={passwordLength.min}
                maxLength={passwordLength.max}
                autoComplete="new-password"
                // biome-ignore lint/a11y/noAutofocus: the page's only task is this form.
                autoFocus
                className={inputClass}
              />
              <p id="password-hint" className="mt-1 text-xs text-ink-700">
                {rules.hint(passwordLength.min)}
              </p>
            </>
          )}
        </FormField>
        <FormField name="confirm" label={rules.confirm} error={errors.confirm}>
          {(field) => (
            <input
              {...field}
              name="confirm"
              type="password"
              required
              maxLength={passwordLength.max}
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </FormField>
        {passkeys > 0 ? (
          <div className="rounded-xl bg-ink-50 px-4 py-3">
            <label className="flex items-start gap-3 text-sm font-semibold text-ink-900">
              <input
                type="checkbox"
                name={removePasskeysField}
                value="1"
                defaultChecked={removePasskeys}
                aria-describedby="passkeys-hint"
                className="mt-0.5 h-5 w-5 shrink-0 accent-ink-900"
              />
              <span>{text.passkeys.remove}</span>
            </label>
            <p id="passkeys-hint" className="mt-1.5 pl-8 text-xs text-ink-700">
              {text.passkeys.hint(counted(passkeys))}
            </p>
          </div>
        ) : null}
        <button type="submit" className={signInSubmitClass}>
          {text.submit}
        </button>
      </form>
    </SignInCard>
  );
}

/** A link that no longer opens anything: why, and the way to a new one. */
export function InvalidLinkNotice() {
  const text = recoveryText.newPassword;
  return (
    <SignInCard title={text.invalidTitle}>
      <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {text.invalid}
      </p>
      <p className="mt-3 text-sm text-ink-700">{text.invalidInvitation}</p>
      <p className="mt-6">
        <a href={adminAddresses.forgottenPassword} className={`block text-center ${signInSubmitClass}`}>
          {text.askAgain}
        </a>
      </p>
      <BackToLogin />
    </SignInCard>
  );
}
