import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { contactPage as text } from "~/content/contact";
import { agency } from "~/content/site";
import type { AgencyContact } from "~/lib/agency-contact";

/** The contact page's panel: address, phone, e-mail and opening hours (the agency's facts, « Réglages »). */
export function ContactInfo({ contact }: { contact: AgencyContact }) {
  return (
    <aside aria-labelledby="contact-info" className="rounded-3xl bg-ink-900 p-8 text-white">
      <h2 id="contact-info" className="text-xl font-bold">
        {text.info.title}
      </h2>
      <ul className="mt-6 space-y-4 text-sm">
        <li className="flex gap-3">
          <MapPin className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
          <span>
            <span className="block text-ink-100/70">{text.info.addressLabel}</span>
            {contact.address}, {agency.address.country}
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
      <h3 className="mt-8 flex items-center gap-2 font-semibold text-gold-300">
        <Clock className="h-5 w-5" aria-hidden="true" />
        {text.info.hoursTitle}
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {contact.hours.map((row) => (
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
