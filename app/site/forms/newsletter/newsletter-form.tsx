import { useRef, useState } from "react";
import { newsletterText as text } from "~/content/site";
import { track } from "~/lib/analytics/track.client";
import { Honeypot } from "~/lib/ui/honeypot";
import { showToast } from "~/lib/ui/toast.client";
import { isAcceptedNewsletterEmail, type NewsletterSource } from "~/site/forms/newsletter/newsletter-rules";
import { sendForm } from "~/site/forms/send-form.client";

type Variant = "footer" | "section";
type Answer = { status: "subscribed" | "invalid" | "error"; message?: string };

export const newsletterAction = "/newsletter";

/**
 * The newsletter form (an island). Footer: strict e-mail check, 'Envoi...', field cleared on success.
 * Home and blog: '@' check, 'Envoi en cours...', a thank-you panel. Each success also says to confirm the
 * address from the mail it is sent (double opt-in). Before its script, or without
 * JavaScript, it posts to /newsletter, which answers with a page.
 */
export function NewsletterForm({
  variant,
  source,
  page,
  tone = "light",
}: {
  variant: Variant;
  source: NewsletterSource;
  page: string;
  tone?: "light" | "dark";
}) {
  const input = useRef<HTMLInputElement>(null);
  const texts = text[variant];
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);

  async function send(form: HTMLFormElement) {
    const fields = new FormData(form);
    fields.set("screenSize", `${window.screen.width}x${window.screen.height}`);
    fields.set("timezone", Intl.DateTimeFormat().resolvedOptions().timeZone);
    fields.set("referrer", document.referrer);
    setSending(true);
    const answer = await sendForm<Answer>(newsletterAction, fields);
    setSending(false);
    if (answer.status === "subscribed") {
      // The spec's thanks, then where the confirmation link is (double opt-in).
      void showToast({ title: text.success.title, description: `${text.success.description} ${text.checkInbox}` });
      track("newsletter_signup", { source });
      if (variant === "footer" && input.current) input.current.value = "";
      else setThanked(true);
    } else if (answer.status === "invalid") {
      void showToast({ ...text.invalid, tone: "error" });
    } else {
      void showToast({
        title: text.failureTitle,
        description: answer.status === "refused" ? answer.message : texts.failure,
        tone: "error",
      });
    }
  }

  if (thanked) {
    return (
      <div role="status" className="rounded-2xl bg-white/10 p-6 text-center">
        <p className="text-xl font-bold">{text.section.thanksTitle}</p>
        <p className="mt-2 opacity-85">{text.section.thanksText}</p>
        <p className="mt-2 opacity-85">{text.checkInbox}</p>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={newsletterAction}
      noValidate
      className="relative flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        if (!isAcceptedNewsletterEmail(String(new FormData(form).get("email") ?? ""), source)) {
          void showToast({ ...text.invalid, tone: "error" });
          return;
        }
        if (!sending) void send(form);
      }}
    >
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
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
    </form>
  );
}
