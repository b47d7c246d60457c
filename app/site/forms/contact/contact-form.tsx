import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { contactPage as text } from "~/content/contact";
import { track } from "~/lib/analytics/track.client";
import { releaseWaitingSubmit } from "~/lib/forms/waiting-submit";
import { FormField, inputClass } from "~/lib/ui/form-field";
import { Honeypot } from "~/lib/ui/honeypot";
import { showToast } from "~/lib/ui/toast.client";
import type { ContactResult } from "~/site/forms/contact/submit-contact.server";
import { SendButton, SendFailure } from "~/site/forms/form-sending";
import { type SentForm, sendForm } from "~/site/forms/send-form.client";
import { useLiveValidation } from "~/site/forms/use-live-validation";

export const contactAction = "/contact";

const loadContactSchema = () => import("~/site/forms/contact/contact").then((module) => module.contactSchema);

/**
 * The success screen: 'Message envoyé !', and a link back to an empty form. `justSent`: it takes the place of the
 * taller form the visitor sent from its foot, and is brought into view: a phone would otherwise show what follows it.
 */
export function ContactSuccess({ justSent = false }: { justSent?: boolean }) {
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justSent) screen.current?.scrollIntoView({ block: "nearest" });
  }, [justSent]);
  return (
    <div ref={screen} role="status" className="scroll-my-24 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-100">
      <CheckCircle2 className="mx-auto h-14 w-14 text-green-600" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold text-ink-900">{text.success.title}</h2>
      <p className="mt-2 text-ink-700">{text.success.text}</p>
      <a href={contactAction} className="mt-6 inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700">
        {text.success.again}
      </a>
    </div>
  );
}

/**
 * The contact form (an island, hydrated at the first touch). Validated on every change once its
 * script runs, sent without leaving the page; before that script, or without JavaScript,
 * it posts to /contact, which answers with the page (`answer`: what the server said of that post).
 */
export function ContactForm({ answer }: { answer?: SentForm<ContactResult> | undefined }) {
  const [result, setResult] = useState(answer);
  const [sending, setSending] = useState(false);
  const { errorOf, valid, validate, catchUp, formHandlers } = useLiveValidation(loadContactSchema);
  const [hydrated, setHydrated] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // What the visitor did before the island woke up counts: the messages and the button follow the form as it is now.
  useEffect(() => {
    setHydrated(true);
    releaseWaitingSubmit(form.current);
    if (form.current && catchUp(form.current).size > 0) void validate(form.current);
  }, [catchUp, validate]);

  async function send(fields: FormData) {
    setSending(true);
    const sent = await sendForm<ContactResult>(contactAction, fields);
    setSending(false);
    setResult(sent);
    if (sent.status === "sent") {
      void showToast({ title: text.toastSuccess.title, description: text.toastSuccess.description });
    } else if (sent.status === "error" || sent.status === "refused") {
      void showToast({
        title: text.toastFailure.title,
        description: sent.status === "refused" ? sent.message : text.toastFailure.description,
        tone: "error",
      });
    }
  }

  if (result?.status === "sent") return <ContactSuccess justSent={result !== answer} />;
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : {};
  const failure = result?.status === "error" || result?.status === "refused" ? result : undefined;
  const fieldError = (name: string) => errorOf(name, serverErrors[name]);

  return (
    <form
      ref={form}
      method="post"
      action={contactAction}
      noValidate
      {...formHandlers}
      onSubmit={(event) => {
        event.preventDefault();
        track("contact_submit", { form: "contact" });
        if (!sending) void send(new FormData(event.currentTarget));
      }}
      className="relative space-y-5"
      aria-describedby={failure ? "contact-form-error" : undefined}
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="firstName" label={text.fields.firstName} error={fieldError("firstName")}>
          {(props) => (
            <input {...props} name="firstName" autoComplete="given-name" defaultValue={values.firstName} className={inputClass} />
          )}
        </FormField>
        <FormField name="lastName" label={text.fields.lastName} error={fieldError("lastName")}>
          {(props) => <input {...props} name="lastName" autoComplete="family-name" defaultValue={values.lastName} className={inputClass} />}
        </FormField>
      </div>
      <FormField name="email" label={text.fields.email} error={fieldError("email")}>
        {(props) => <input {...props} name="email" type="email" autoComplete="email" defaultValue={values.email} className={inputClass} />}
      </FormField>
      <FormField name="subject" label={text.fields.subject} error={fieldError("subject")}>
        {(props) => (
          <input {...props} name="subject" placeholder={text.placeholders.subject} defaultValue={values.subject} className={inputClass} />
        )}
      </FormField>
      <FormField name="message" label={text.fields.message} error={fieldError("message")}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={6}
            placeholder={text.placeholders.message}
            defaultValue={values.message}
            className={inputClass}
          />
        )}
      </FormField>
      <SendFailure result={failure} failure={text.toastFailure} id="contact-form-error" />
      <SendButton sending={sending} blocked={hydrated && !valid} label={text.submit} sendingLabel={text.sending} className="sm:w-auto" />
    </form>
  );
}
