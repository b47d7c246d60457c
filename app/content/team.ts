import { type PortrayedPersonId, person } from "./people";

export interface TeamMember {
  /** The person's id (app/content/people.ts), which also keys the illustrated portrait. */
  id: PortrayedPersonId;
  name: string;
  /** The illustrated portrait's key. */
  portrait: string;
  /** As the team cards show it, shorter than the person's byline title. */
  role: string;
  /** Two sentences. */
  bio: string;
  /** Three or four short tags. */
  expertise: string[];
}

/** A team card of a person: their name and portrait come from the people module. */
function member(id: PortrayedPersonId, card: Pick<TeamMember, "role" | "bio" | "expertise">): TeamMember {
  const { name, portrait } = person(id);
  return { id, name, portrait, ...card };
}

/** The team shown on the home and about pages. Portraits are illustrations drawn from each member's id, not photographs. */
export const team: TeamMember[] = [
  member("mireille-ngo-biyong", {
    role: "Fondatrice et CEO",
    bio: "Après plusieurs années dans le marketing d'une société de distribution à Douala, Mireille a fondé Kheops Digital en 2020 pour offrir aux PME locales les outils des grandes marques. Elle suit chaque client de près et veille à ce que chaque action se traduise en ventes.",
    expertise: ["Stratégie digitale", "Développement commercial", "Marketing des PME", "Gestion de projet"],
  }),
  member("arnaud-fotso-kamdem", {
    role: "Directeur artistique",
    bio: "Graphiste de formation, Arnaud dessine des logos et des chartes qui parlent aussi bien au marché de Mboppi qu'aux clients de Bonapriso. Il supervise tous les visuels qui sortent de l'agence, de la publication Facebook à l'affiche grand format.",
    expertise: ["Identité visuelle", "Direction artistique", "Motion design", "Illustration"],
  }),
  member("patrick-essomba-atangana", {
    role: "Directeur technique",
    bio: "Développeur depuis plus de dix ans, Patrick conçoit des sites légers qui s'affichent vite même sur une connexion 3G. Il s'occupe aussi du référencement, des paiements Mobile Money et de la sécurité des plateformes de nos clients.",
    expertise: ["Développement web", "Référencement SEO", "Performance mobile", "Paiement Mobile Money"],
  }),
  member("larissa-ewane-moukouri", {
    role: "Community manager",
    bio: "Larissa anime au quotidien les pages Facebook, Instagram et TikTok de nos clients et répond à leurs abonnés avec le ton juste. Elle connaît les tendances locales et sait transformer une conversation en commande WhatsApp.",
    expertise: ["Community management", "Création de contenu", "Publicité Facebook", "WhatsApp Business"],
  }),
];
