import { agency } from "./site";

/** A newsletter's letter as mailed to its subscribers (lib/newsletter/letter-mail.server.tsx): everything around the editor's text. */
export const newsletterLetterText = {
  /** The mail's header, a link to the site, written as the logo: « Kheops », then « Digital » in gold. */
  brand: { name: agency.shortName, accent: agency.logoAccent },
  articles: {
    title: "À lire sur Kheopscope",
    read: "Lire l'article",
  },
  footer: {
    reason: `Vous recevez cette lettre parce que vous vous êtes inscrit à la newsletter de ${agency.name} et avez confirmé votre adresse.`,
    unsubscribeIntro: "Vous ne souhaitez plus la recevoir\u00a0?",
    unsubscribe: "Se désinscrire",
    archive: "Voir cette lettre dans votre navigateur",
    /** The agency's name and postal address. */
    sender: `${agency.name}, ${agency.address.street}, ${agency.address.country}`,
  },
  /** The subject of the mail List-Unsubscribe's mailto writes to the agency (a person then takes the address off). */
  mailtoSubject: (email: string) => `Désinscription ${email}`,
  /** Before the subject of the test send an administrator mails to themself. */
  testSubject: (subject: string) => `[Test] ${subject}`,
};
