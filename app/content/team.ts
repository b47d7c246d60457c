/** The team shown on the about page. Portraits are illustrations drawn from each member's id, not photographs. */

export interface TeamMember {
  /** kebab-case, unique; also the key of the illustrated portrait. */
  id: string;
  name: string;
  role: string;
  /** Two sentences. */
  bio: string;
  /** Three or four short tags. */
  expertise: string[];
  /** The id of the illustrated portrait (same as id). */
  portrait: string;
}

export const team: TeamMember[] = [
  {
    id: "mireille-ngo-biyong",
    name: "Mireille Ngo Biyong",
    role: "Fondatrice et CEO",
    bio: "Après plusieurs années dans le marketing d'une société de distribution à Douala, Mireille a fondé Kheops Digital en 2020 pour offrir aux PME locales les outils des grandes marques. Elle suit chaque client de près et veille à ce que chaque action se traduise en ventes.",
    expertise: ["Stratégie digitale", "Développement commercial", "Marketing des PME", "Gestion de projet"],
    portrait: "mireille-ngo-biyong",
  },
  {
    id: "arnaud-fotso-kamdem",
    name: "Arnaud Fotso Kamdem",
    role: "Directeur artistique",
    bio: "Graphiste de formation, Arnaud dessine des logos et des chartes qui parlent aussi bien au marché de Mboppi qu'aux clients de Bonapriso. Il supervise tous les visuels qui sortent de l'agence, de la publication Facebook à l'affiche grand format.",
    expertise: ["Identité visuelle", "Direction artistique", "Motion design", "Illustration"],
    portrait: "arnaud-fotso-kamdem",
  },
  {
    id: "patrick-essomba-atangana",
    name: "Patrick Essomba Atangana",
    role: "Directeur technique",
    bio: "Développeur depuis plus de dix ans, Patrick conçoit des sites légers qui s'affichent vite même sur une connexion 3G. Il s'occupe aussi du référencement, des paiements Mobile Money et de la sécurité des plateformes de nos clients.",
    expertise: ["Développement web", "Référencement SEO", "Performance mobile", "Paiement Mobile Money"],
    portrait: "patrick-essomba-atangana",
  },
  {
    id: "larissa-ewane-moukouri",
    name: "Larissa Ewane Moukouri",
    role: "Community manager",
    bio: "Larissa anime au quotidien les pages Facebook, Instagram et TikTok de nos clients et répond à leurs abonnés avec le ton juste. Elle connaît les tendances locales et sait transformer une conversation en commande WhatsApp.",
    expertise: ["Community management", "Création de contenu", "Publicité Facebook", "WhatsApp Business"],
    portrait: "larissa-ewane-moukouri",
  },
];
