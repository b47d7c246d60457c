import { agency } from "./site";

/**
 * The agency's facts (app/lib/facts): the defaults of those the environment does not hold, and why « Réglages » or
 * « Boutique » refuses a value.
 */
/** What the pages say until the staff set them. */
export const agencyFactDefaults = {
  name: agency.name,
  address: agency.address.street,
  /** One line per day or group of days: the days, " : ", the time. */
  hours: ["Lundi - Vendredi\u00a0: 9:00 - 18:00", "Samedi\u00a0: 10:00 - 14:00", "Dimanche\u00a0: Fermé"].join("\n"),
  capital: "1\u00a0000\u00a0000\u00a0FCFA",
  host: "un hébergeur cloud européen",
};

export const factsText = {
  /** Why a value is refused; nothing is saved while one is. */
  errors: {
    name: "Indiquez le nom de l'agence (60\u00a0caractères au plus)",
    address: "Indiquez l'adresse de l'agence, sans le pays (120\u00a0caractères au plus), par exemple Logpom, Douala",
    hours:
      "Une ligne par jour ou groupe de jours, sous la forme «\u00a0Samedi\u00a0: 10:00 - 14:00\u00a0», 7\u00a0lignes de 60\u00a0caractères au plus",
    phone: "Entrez un numéro de téléphone camerounais valide, par exemple +237 6 99 00 00 00",
    email: "Entrez une adresse e-mail valide, par exemple contact@kheops.cm",
    whatsapp: "Entrez le numéro WhatsApp au format international, indicatif compris, par exemple +237 6 99 00 00 00",
    httpsUrl: "Entrez une adresse qui commence par https://",
    rccm: "Le numéro RCCM a la forme RC/DLA/2020/B/1234",
    niu: "Le NIU compte 14\u00a0caractères\u00a0: une lettre, 12\u00a0chiffres et une lettre (par exemple M012345678901A)",
    capital: "Indiquez le capital social (60\u00a0caractères au plus), par exemple 1\u00a0000\u00a0000\u00a0FCFA",
    host: "Indiquez l'hébergeur du site (200\u00a0caractères au plus)",
    state: "Choisissez «\u00a0En vente\u00a0» ou «\u00a0Bientôt disponible\u00a0»",
    onSaleWithoutCheckout: "Un e-book en vente a besoin d'un lien de paiement",
    ebookPrice: "Indiquez un prix en FCFA, un nombre entier entre 100 et 1\u00a0000\u00a0000, par exemple 12\u00a0900",
    promotionKind: "Choisissez «\u00a0Aucune\u00a0», «\u00a0Pourcentage\u00a0» ou «\u00a0Prix barré\u00a0»",
    percent: "Indiquez une remise entière entre 1 et 90\u00a0%",
    promotionNotLower: "Le prix promotionnel doit être inférieur au prix normal",
    promotionDate: "Indiquez une date et une heure valides, heure de Douala",
    promotionEndBeforeStart: "La fin de la promotion doit venir après son début",
    planPrice: "Indiquez un prix mensuel en FCFA, un nombre entier entre 1\u00a0000 et 10\u00a0000\u00a0000, par exemple 90\u00a0000",
    unknown: "Ce réglage n'existe pas",
  },
};

/** The page « Réglages » (/admin/reglages): its fields, where each fact shows, the secrets and the history. */
