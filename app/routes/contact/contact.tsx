import { CheckCircle2, Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { FormField, inputClass } from "~/components/ui/form-field";
import { Honeypot } from "~/components/ui/honeypot";
import { PageHero } from "~/components/ui/page-hero";
import { contactPage as text } from "~/content/contact";
import { agency } from "~/content/site";
import { track } from "~/lib/analytics/track";
import { answerOrError } from "~/lib/forms/client-action";
import { useAgencyContact } from "~/lib/hooks/use-agency-contact";
import { useLiveValidation } from "~/lib/hooks/use-live-validation";
import { formAnswer } from "~/lib/leads/receive-lead.server";
import { submitContact } from "~/lib/leads/submit-contact.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import { showToast } from "~/lib/toast";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteUrlFrom(matches), { title: "Contact", description: text.description, path: "/contact", image: "/images/og/contact.png" });

export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await submitContact(request, context), { sent: 200, invalid: 400, error: 500 });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOrError(serverAction, { status: "error" as const });

const loadContactSchema = () => import("~/lib/forms/contact").then((module) => module.contactSchema);

function ContactForm() {
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const form = useRef<HTMLFormElement>(null);
  const { errors, valid, formHandlers } = useLiveValidation(loadContactSchema);
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : {};
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (result?.status === "error" || result?.status === "refused") {
      showToast({
        title: text.toastFailure.title,
        description: result.status === "refused" ? result.message : text.toastFailure.description,
        tone: "error",
      });
    }
  }, [result]);

  const fieldError = (name: string) => errors[name] ?? serverErrors[name];
  return (
    <Form
      ref={form}
      method="post"
      action="/contact"
      noValidate
      {...formHandlers}
      onSubmit={() => track("contact_submit", { form: "contact" })}
      className="relative space-y-5"
      aria-describedby={result?.status === "error" || result?.status === "refused" ? "contact-form-error" : undefined}
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
      {result?.status === "error" || result?.status === "refused" ? (
        <p id="contact-form-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {result.status === "refused" ? result.message : `${text.toastFailure.title} : ${text.toastFailure.description}`}
        </p>
      ) : null}
      <button
        type="submit"
        // With JavaScript the button waits for a valid form (spec §5); without it the server checks.
        disabled={sending || (hydrated && !valid)}
        className="inline-flex w-full items-center justify-center rounded-full bg-ink-900 px-6 py-3.5 font-semibold text-white shadow-lg shadow-ink-900/20 hover:bg-ink-700 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
      >
        {sending ? text.sending : text.submit}
      </button>
    </Form>
  );
}

function SuccessPanel() {
  useEffect(() => {
    showToast({ title: text.toastSuccess.title, description: text.toastSuccess.description });
  }, []);
  return (
    <div role="status" className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-100">
      <CheckCircle2 className="mx-auto h-14 w-14 text-green-600" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold text-ink-900">{text.success.title}</h2>
      <p className="mt-2 text-ink-700">{text.success.text}</p>
      <Link to="/contact" replace className="mt-6 inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700">
        {text.success.again}
      </Link>
    </div>
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div>
          <h2 className="sr-only">{text.formTitle}</h2>
          {actionData?.status === "sent" ? <SuccessPanel /> : <ContactForm />}
        </div>
        <ContactInfo />
      </section>
    </>
  );
}

function ContactInfo() {
  return (
    <aside aria-labelledby="contact-info" className="rounded-3xl bg-ink-900 p-8 text-white">
      <h2 id="contact-info" className="text-xl font-bold">
        {text.info.title}
      </h2>
      <ContactInfoDetails />
      <h3 className="mt-8 flex items-center gap-2 font-semibold text-gold-300">
        <Clock className="h-5 w-5" aria-hidden="true" />
        {text.info.hoursTitle}
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {text.info.hours.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 border-b border-white/10 pb-2">
            <dt className="text-ink-100/85">{row.days}</dt>
            <dd className="font-semibold">{row.time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-100/80">{text.info.appointment}</p>
    </aside>
  );
}

function ContactInfoDetails() {
  const contact = useAgencyContact();
  return (
    <ul className="mt-6 space-y-4 text-sm">
      <li className="flex gap-3">
        <MapPin className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
        <span>
          <span className="block text-ink-100/70">{text.info.addressLabel}</span>
          {agency.address.street}, {agency.address.country}
        </span>
      </li>
      <li className="flex gap-3">
        <Phone className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
        <span>
          <span className="block text-ink-100/70">{text.info.phoneLabel}</span>
          <a href={`tel:${contact.phone.replace(/\s+/g, "")}`} className="font-semibold hover:text-gold-300">
            {contact.phone}
          </a>
        </span>
      </li>
      <li className="flex gap-3">
        <Mail className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
        <span>
          <span className="block text-ink-100/70">{text.info.emailLabel}</span>
          <a href={`mailto:${contact.email}`} className="font-semibold break-all hover:text-gold-300">
            {contact.email}
          </a>
        </span>
      </li>
    </ul>
  );
}
