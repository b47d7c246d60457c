import type { LegalPage } from "../types";

/** Mentions légales: who publishes the site, who hosts it, and the rules for using it. */
export const legalNotices: LegalPage = {
  title: "Mentions légales",
  description:
    "Mentions légales du site de Kheops Digital, agence web et marketing digital à Douala\u00a0: éditeur, hébergement, propriété intellectuelle et droit applicable.",
  intro:
    "Cette page vous permet de savoir qui se cache derrière ce site, qui l'héberge et dans quelles conditions vous pouvez l'utiliser. Elle est publiée dans un souci de transparence, conformément à la loi n°\u00a02010/021 du 21\u00a0décembre 2010 régissant le commerce électronique au Cameroun, qui impose à tout professionnel vendant en ligne de se faire clairement identifier.",
  sections: [
    {
      id: "editeur",
      title: "Éditeur du site",
      blocks: [
        {
          kind: "paragraph",
          text: "Le site {siteUrl} est édité par Kheops Digital, agence de communication et de marketing digital créée en 2020.",
        },
        {
          kind: "list",
          items: [
            "Dénomination sociale\u00a0: {name}",
            "Forme juridique\u00a0: société à responsabilité limitée (SARL)",
            "Capital social\u00a0: {capital}",
            "Siège social\u00a0: {address}, Cameroun",
            "Registre du commerce et du crédit mobilier (RCCM)\u00a0: {rccm}",
            "Numéro d'identifiant unique (NIU)\u00a0: {niu}",
          ],
        },
      ],
    },
    {
      id: "directeur-de-la-publication",
      title: "Directeur de la publication",
      blocks: [
        {
          kind: "paragraph",
          text: "La publication du site est placée sous la responsabilité du fondateur et directeur général de Kheops Digital, en sa qualité de représentant légal de la société. C'est lui qui valide les contenus mis en ligne et répond de leur publication.",
        },
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      blocks: [
        {
          kind: "paragraph",
          text: "Pour toute question sur le site, sur nos services ou sur ces mentions légales, vous pouvez nous joindre par l'un des moyens suivants\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Téléphone\u00a0: {phone}",
            "E-mail\u00a0: {email}",
            "En ligne, grâce à notre [formulaire de contact](/contact)",
            "Par courrier, à notre siège social, {address}, Cameroun",
          ],
        },
      ],
    },
    {
      id: "hebergement",
      title: "Hébergement",
      blocks: [
        {
          kind: "paragraph",
          text: "Le site est hébergé par {host}. Les serveurs qui stockent le site et les données qu'il traite sont situés dans des centres de données implantés dans l'Union européenne.",
        },
        {
          kind: "paragraph",
          text: "Pour toute question relative à l'hébergement, adressez-vous à nous en priorité\u00a0: nous transmettrons votre demande à notre prestataire si nécessaire.",
        },
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      blocks: [
        {
          kind: "paragraph",
          text: "L'ensemble des éléments présents sur ce site appartient à Kheops Digital, sauf mention contraire. Cela concerne notamment\u00a0:",
        },
        {
          kind: "list",
          items: [
            "les textes, articles et guides\u00a0;",
            "les illustrations, photographies, icônes et mises en page\u00a0;",
            "le nom commercial, le logo et les éléments de l'identité visuelle de l'agence\u00a0;",
            "les e-books proposés à la vente dans notre boutique.",
          ],
        },
        {
          kind: "paragraph",
          text: "Toute reproduction, copie, modification, diffusion ou revente de ces éléments, en tout ou en partie et sur quelque support que ce soit, nécessite notre autorisation écrite préalable. Vous pouvez bien sûr partager un lien vers nos pages ou citer un court extrait en mentionnant clairement sa source.",
        },
        {
          kind: "paragraph",
          text: "Les marques et logos de nos clients ou partenaires qui apparaissent sur le site restent la propriété de leurs titulaires respectifs\u00a0; ils ne sont cités qu'à titre de références.",
        },
      ],
    },
    {
      id: "donnees-personnelles",
      title: "Données personnelles",
      blocks: [
        {
          kind: "paragraph",
          text: "Lorsque vous nous écrivez, vous inscrivez à la newsletter ou demandez un abonnement, nous recueillons quelques informations vous concernant, uniquement pour vous répondre et vous servir. Nous ne vendons jamais ces données.",
        },
        {
          kind: "paragraph",
          text: "Le détail de ce que nous collectons, de la durée de conservation et de la manière d'exercer vos droits figure dans notre [politique de confidentialité](/politique-de-confidentialite).",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        {
          kind: "paragraph",
          text: "Le site utilise quelques cookies pour mémoriser vos préférences, comme la devise d'affichage des prix ou votre choix concernant les cookies.",
        },
        {
          kind: "paragraph",
          text: "La mesure d'audience n'est activée que si vous cliquez sur «\u00a0Accepter\u00a0» dans le bandeau cookies. Les statistiques sont alors envoyées à notre propre serveur, et non directement à un outil tiers. Si vous cliquez sur «\u00a0Refuser\u00a0», aucune mesure n'est effectuée. Plus de détails dans notre [politique de confidentialité](/politique-de-confidentialite).",
        },
      ],
    },
    {
      id: "responsabilite",
      title: "Responsabilité et liens externes",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous faisons notre possible pour que les informations publiées sur ce site soient exactes et à jour. Elles restent toutefois générales et peuvent contenir des erreurs ou devenir obsolètes\u00a0: elles ne remplacent pas un devis ni un conseil adapté à votre situation. Les prix affichés sont indicatifs\u00a0; seul le devis signé engage les parties.",
        },
        {
          kind: "paragraph",
          text: "Nous ne pouvons pas garantir que le site soit accessible sans interruption. Il peut être momentanément indisponible, notamment pour maintenance ou en cas de problème technique indépendant de notre volonté.",
        },
        {
          kind: "paragraph",
          text: "Le site contient des liens vers d'autres sites, par exemple nos réseaux sociaux ou la plateforme de paiement sécurisée de notre boutique. Nous ne contrôlons pas leur contenu et ne pouvons pas être tenus responsables de leurs pratiques. Nous vous invitons à consulter leurs propres conditions.",
        },
      ],
    },
    {
      id: "droit-applicable",
      title: "Droit applicable",
      blocks: [
        {
          kind: "paragraph",
          text: "Le site et les présentes mentions légales sont soumis au droit camerounais, notamment à la loi n°\u00a02010/012 du 21\u00a0décembre 2010 relative à la cybersécurité et à la cybercriminalité et à la loi n°\u00a02010/021 du 21\u00a0décembre 2010 régissant le commerce électronique.",
        },
        {
          kind: "paragraph",
          text: "En cas de désaccord lié à l'utilisation du site, nous vous invitons à nous contacter d'abord pour rechercher ensemble une solution amiable. À défaut d'accord, le litige sera porté devant les juridictions compétentes de Douala.",
        },
      ],
    },
  ],
};
