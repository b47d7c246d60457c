import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { Honeypot } from "~/components/ui/honeypot";
import { newsletterText as text } from "~/content/site";
import { track } from "~/lib/analytics/track";
import { isAcceptedNewsletterEmail, type NewsletterSource } from "~/lib/forms/newsletter-rules";
import { showToast } from "~/lib/toast";

type Variant = "footer" | "section";
type Result = { status: "subscribed" | "invalid" | "refused" | "error"; message?: string };

/**
 * The newsletter form. Footer: strict e-mail check, 'Envoi...', field cleared
 * on success. Home and blog: '@' check, 'Envoi en cours...', a thank-you panel.
 * Without JavaScript it posts to /newsletter, which answers with a page.
 */
export function NewsletterForm({
  variant,
  source,
  tone = "light",
}: {
  variant: Variant;
  source: NewsletterSource;
  tone?: "light" | "dark";
}) {
  const fetcher = useFetcher<Result>();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const texts = text[variant];
  const sending = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.status === "subscribed") {
      showToast({ title: text.success.title, description: text.success.description });
      if (variant === "footer" && input.current) input.current.value = "";
      track("newsletter_signup", { source });
    } else if (result.status === "invalid") {
      showToast({ ...text.invalid, tone: "error" });
    } else {
      showToast({ title: text.failureTitle, description: result.message ?? texts.failure, tone: "error" });
    }
  }, [result, variant, source, texts.failure]);

  if (variant === "section" && result?.status === "subscribed") {
    return (
      <div role="status" className="rounded-2xl bg-white/10 p-6 text-center">
        <p className="text-xl font-bold">{text.section.thanksTitle}</p>
        <p className="mt-2 opacity-85">{text.section.thanksText}</p>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate
      className="relative flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const email = String(new FormData(form).get("email") ?? "");
        if (!isAcceptedNewsletterEmail(email, source)) {
          event.preventDefault();
          showToast({ ...text.invalid, tone: "error" });
          return;
        }
        (form.elements.namedItem("screenSize") as HTMLInputElement).value = `${window.screen.width}x${window.screen.height}`;
        (form.elements.namedItem("timezone") as HTMLInputElement).value = Intl.DateTimeFormat().resolvedOptions().timeZone;
        (form.elements.namedItem("referrer") as HTMLInputElement).value = document.referrer;
      }}
    >
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={location.pathname} />
      <input type="hidden" name="screenSize" defaultValue="" />
      <input type="hidden" name="timezone" defaultValue="" />
      <input type="hidden" name="referrer" defaultValue="" />
      <label htmlFor={`newsletter-${variant}`} className="sr-only">
        {text.label}
      </label>
      <input
        ref={input}
        id={`newsletter-${variant}`}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={text.placeholder}
        className={`min-w-0 flex-1 rounded-full border px-4 py-3 text-sm ${
          tone === "dark"
            ? "border-white/20 bg-white/10 text-white placeholder:text-ink-100/60"
            : "border-ink-100 bg-white text-ink-900 placeholder:text-ink-600"
        }`}
      />
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-gold-400 px-5 py-3 text-sm font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
      >
        {sending ? texts.sending : texts.submit}
      </button>
    </fetcher.Form>
  );
}
