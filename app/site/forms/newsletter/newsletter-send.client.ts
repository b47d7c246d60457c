import { newsletterText as text } from "~/content/site";
import { track } from "~/lib/analytics/track.client";
import { newsletterForm } from "~/lib/behaviours/newsletter-form";
import { showToast } from "~/lib/ui/toast.client";
import { sendForm } from "../send-form.client";
import type { NewsletterVariant } from "./newsletter-form";
import { isAcceptedNewsletterEmail, type NewsletterSource, newsletterSources } from "./newsletter-rules";
import type { NewsletterResult } from "./submit-newsletter.server";

/** The forms whose sign-up is on its way: a second submit meanwhile sends nothing. */
const sending = new WeakSet<HTMLFormElement>();

const variantOf = (form: HTMLFormElement): NewsletterVariant => (newsletterForm.read(form).variant === "section" ? "section" : "footer");

const sourceOf = (form: HTMLFormElement): NewsletterSource => {
  const source = newsletterForm.read(form).source;
  return newsletterSources.find((known) => known === source) ?? "Footer";
};

/** The home's and the blog's thanks, in place of their form once the address is signed up. */
function thanksPanel(): HTMLElement {
  const panel = document.createElement("div");
  panel.setAttribute("role", "status");
  panel.className = "rounded-2xl bg-white/10 p-6 text-center";
  const lines: [string, string][] = [
    ["text-xl font-bold", text.section.thanksTitle],
    ["mt-2 opacity-85", text.section.thanksText],
    ["mt-2 opacity-85", text.checkInbox],
  ];
  for (const [className, words] of lines) {
    const line = document.createElement("p");
    line.className = className;
    line.textContent = words;
    panel.append(line);
  }
  return panel;
}

/**
 * Checks the address as the form's source asks, then posts the form to /newsletter for JSON, and says how it went:
 * the spec's thanks (and where the confirmation link is) or its error, in a toast. The footer's field is then
 * emptied; the home's and the blog's form gives way to its thanks. What was typed stays on any failure.
 */
export async function sendNewsletterForm(form: HTMLFormElement): Promise<void> {
  if (sending.has(form)) return;
  const variant = variantOf(form);
  const source = sourceOf(form);
  const email = form.elements.namedItem("email");
  if (!(email instanceof HTMLInputElement) || !isAcceptedNewsletterEmail(email.value, source)) {
    void showToast({ ...text.invalid, tone: "error" });
    return;
  }
  const fields = new FormData(form);
  fields.set("screenSize", `${window.screen.width}x${window.screen.height}`);
  fields.set("timezone", Intl.DateTimeFormat().resolvedOptions().timeZone);
  fields.set("referrer", document.referrer);

  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? text[variant].submit;
  sending.add(form);
  if (button) {
    button.disabled = true;
    button.textContent = text[variant].sending;
  }
  const answer = await sendForm<NewsletterResult>(form.action, fields);
  sending.delete(form);
  if (button) {
    button.disabled = false;
    button.textContent = label;
  }

  if (answer.status === "subscribed") {
    // The spec's thanks, then where the confirmation link is (double opt-in).
    void showToast({ title: text.success.title, description: `${text.success.description} ${text.checkInbox}` });
    track("newsletter_signup", { source });
    if (variant === "footer") email.value = "";
    else form.replaceWith(thanksPanel());
  } else if (answer.status === "invalid") {
    void showToast({ ...text.invalid, tone: "error" });
  } else {
    void showToast({
      title: text.failureTitle,
      description: answer.status === "refused" ? answer.message : text[variant].failure,
      tone: "error",
    });
  }
}
