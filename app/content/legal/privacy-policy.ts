import type { LegalPage } from "../types";

/** The line under the title, with the date of privacyPolicyUpdatedOn in French. */
export const privacyPolicyText = {
  lastUpdated: (date: string) => `Dernière mise à jour\u00a0: ${date}`,
  /** How long analytics events are kept (ANALYTICS_RETENTION_DAYS): « 395 jours (environ 13 mois) », or « 40 jours ». */
  retention: (days: number, months: number) => `${days}\u00a0jours (environ ${months}\u00a0mois)`,
  retentionDays: (days: number) => `${days}\u00a0jours`,
};

/**
 * The day the policy's text below last changed (YYYY-MM-DD), shown as 'Dernière mise à jour' (issue 15:
 * not the day it is read). Change it in the same commit as the text, to the day of that commit.
 */
export const privacyPolicyUpdatedOn = "2026-12-02";

/** Politique de confidentialité: what the site really collects, why, for how long, and the visitor's rights. The page adds the date. */
export const privacyPolicy: LegalPage = {
  title: "Politique de confidentialité",
  description:
    "Quelles données Kheops Digital collecte sur son site, pourquoi, combien de temps elles sont gardées et comment exercer vos droits.",
  intro:
    "Vos données vous appartiennent. Cette page explique simplement ce que nous recueillons lorsque vous visitez notre site ou remplissez un formulaire, à quoi cela nous sert, combien de temps nous le gardons et comment garder la main dessus.",
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        {
          kind: "paragraph",
          text: "Le site {siteUrl} est édité par Kheops Digital, SARL au capital de {capital} dont le siège est situé à {address}, Cameroun. Kheops Digital est responsable des données personnelles collectées sur ce site\u00a0: c'est nous qui décidons pourquoi et comment elles sont utilisées.",
        },
        {
          kind: "paragraph",
          text: "Nous traitons vos données dans le respect du droit camerounais, notamment de la loi n°\u00a02010/012 du 21\u00a0décembre 2010 relative à la cybersécurité et à la cybercriminalité et de la loi n°\u00a02010/021 du 21\u00a0décembre 2010 régissant le commerce électronique. Notre principe est simple\u00a0: ne collecter que ce qui est utile, ne jamais vendre vos données et vous laisser le choix pour tout ce qui n'est pas indispensable.",
        },
      ],
    },
    {
      id: "donnees-collectees",
      title: "Données collectées",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous ne recueillons que les informations que vous nous transmettez vous-même ou qui sont nécessaires au fonctionnement du site\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Formulaire de contact\u00a0: votre prénom, votre nom, votre adresse e-mail, l'objet et le contenu de votre message.",
            "Inscription à la newsletter\u00a0: votre adresse e-mail. Nous vous envoyons alors un e-mail de confirmation\u00a0: votre adresse ne reçoit la newsletter qu'une fois que vous avez cliqué sur son lien, valable 7\u00a0jours. Sans confirmation, elle est supprimée au bout de 30\u00a0jours. La newsletter ne contient aucun pixel de suivi et ses liens mènent directement à leur page, sans redirection ni identifiant\u00a0: nous ne savons donc pas qui l'ouvre ni qui clique. Chaque envoi comporte aussi un lien pour vous désinscrire en un clic, le seul qui soit propre à votre adresse.",
            "Demande d'abonnement\u00a0: votre prénom, votre nom, votre adresse e-mail, votre numéro de téléphone, votre message et la formule choisie.",
            "Localisation approximative\u00a0: lorsque vous envoyez un formulaire, notre serveur déduit de votre adresse IP le pays et la ville approximatifs d'où vous vous connectez. Ce calcul est fait chez nous, à l'aide d'une base de données hors ligne (IP to City Lite de DB-IP, [db-ip.com](https://db-ip.com), sous licence CC BY 4.0), sans interroger aucun service extérieur. Il ne permet pas de vous localiser précisément.",
            "Mesure d'audience, uniquement si vous l'avez acceptée\u00a0: les pages consultées, certaines actions sur le site (par exemple un clic sur un bouton) et un identifiant aléatoire, créé dans votre navigateur, qui ne révèle ni votre nom ni vos coordonnées.",
            "Préférences\u00a0: la devise choisie pour l'affichage des prix, votre choix concernant les cookies et les articles que vous avez aimés.",
          ],
        },
        {
          kind: "paragraph",
          text: "Les données des formulaires sont enregistrées dans notre propre base de données et transmises par e-mail à notre équipe afin qu'elle puisse vous répondre. Les achats d'e-books sont réglés sur une plateforme de paiement sécurisée externe\u00a0: nous n'avons jamais accès à vos numéros de carte bancaire ni à vos codes Mobile Money. Cette plateforme traite les informations de paiement selon sa propre politique de confidentialité.",
        },
      ],
    },
    {
      id: "utilisation-des-donnees",
      title: "Utilisation des données",
      blocks: [
        {
          kind: "paragraph",
          text: "Vos données nous servent uniquement à\u00a0:",
        },
        {
          kind: "list",
          items: [
            "répondre à vos messages et à vos demandes de devis\u00a0;",
            "traiter votre demande d'abonnement et vous contacter pour la mettre en place\u00a0;",
            "vous envoyer notre newsletter, si vous vous y êtes inscrit\u00a0;",
            "comprendre quelles pages sont utiles et améliorer le site, si vous avez accepté la mesure d'audience\u00a0;",
            "mémoriser vos préférences d'affichage\u00a0;",
            "protéger le site contre les abus et respecter nos obligations légales.",
          ],
        },
        {
          kind: "paragraph",
          text: "Nous ne vendons, ne louons et n'échangeons jamais vos données. Elles ne sont accessibles qu'aux membres de notre équipe qui en ont besoin, ainsi qu'à nos prestataires techniques (hébergement, envoi d'e-mails) dans la stricte limite de leur mission.",
        },
        {
          kind: "paragraph",
          text: "Si vous avez accepté la mesure d'audience, les événements enregistrés sur notre serveur peuvent être transmis à Google Analytics\u00a04 au moyen du Measurement Protocol, afin de produire des statistiques de fréquentation. Google pouvant traiter ces données sur des serveurs situés hors du Cameroun, notamment aux États-Unis, cette transmission peut constituer un transfert de données hors du Cameroun. Vos nom, adresse e-mail et numéro de téléphone ne sont jamais transmis à Google.",
        },
      ],
    },
    {
      id: "conservation",
      title: "Conservation des données",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous ne gardons vos données que le temps nécessaire à l'objectif pour lequel elles ont été recueillies\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Messages de contact et demandes d'abonnement\u00a0: 3\u00a0ans après notre dernier échange avec vous.",
            "Adresse e-mail de la newsletter\u00a0: jusqu'à votre désinscription.",
            "Événements de mesure d'audience\u00a0: {analyticsRetention} à compter de leur enregistrement sur notre serveur, puis ils sont supprimés automatiquement\u00a0; ceux qui ont été transmis à Google Analytics\u00a04 suivent la durée de conservation réglée dans ce service.",
            "Cookies de préférences (devise, choix concernant les cookies)\u00a0: 1\u00a0an.",
            "Données liées à un contrat signé avec nous\u00a0: pendant toute la durée de la relation, puis pendant les durées imposées par les règles comptables et fiscales.",
          ],
        },
        {
          kind: "paragraph",
          text: "À l'issue de ces durées, les données sont supprimées ou rendues anonymes.",
        },
      ],
    },
    {
      id: "vos-droits",
      title: "Vos droits",
      blocks: [
        {
          kind: "paragraph",
          text: "Vous gardez à tout moment la maîtrise de vos données. Vous pouvez notamment\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Droit d'accès\u00a0: savoir quelles données nous détenons sur vous et en obtenir une copie.",
            "Droit de rectification\u00a0: faire corriger des informations inexactes ou incomplètes.",
            "Droit de suppression\u00a0: demander l'effacement de vos données, sauf si la loi nous oblige à les conserver.",
            "Droit d'opposition\u00a0: refuser que vos données soient utilisées, par exemple pour la newsletter ou la mesure d'audience.",
            "Retrait du consentement\u00a0: revenir à tout moment sur un accord donné, sans que cela remette en cause ce qui a été fait auparavant.",
          ],
        },
        {
          kind: "paragraph",
          text: "Pour exercer l'un de ces droits, écrivez-nous à {email} en précisant votre demande. Nous vous répondrons dans les meilleurs délais, et au plus tard dans un délai de 30\u00a0jours. En cas de doute sur votre identité, nous pourrons vous demander un justificatif, uniquement pour éviter qu'un tiers n'accède à vos données.",
        },
        {
          kind: "paragraph",
          text: "Si vous estimez que votre demande n'a pas été correctement traitée, vous pouvez également saisir l'autorité camerounaise compétente en matière de protection des données.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        {
          kind: "paragraph",
          text: "Un cookie est un petit fichier déposé dans votre navigateur. Notre site en utilise très peu, tous déposés par nous-mêmes\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Cookie de devise\u00a0: il retient la monnaie dans laquelle vous souhaitez voir les prix (FCFA, euro ou dollar). Durée\u00a0: 1\u00a0an.",
            "Cookie de consentement\u00a0: il retient votre réponse au bandeau cookies, pour ne pas vous la redemander à chaque visite. Durée\u00a0: 1\u00a0an.",
            "Identifiant de mesure d'audience\u00a0: créé dans le stockage de votre navigateur uniquement après un clic sur «\u00a0Accepter\u00a0», il permet de compter les visites sans vous identifier.",
            "Mentions «\u00a0J'aime\u00a0»\u00a0: les articles que vous avez aimés sont mémorisés dans votre navigateur, pour que votre choix soit conservé d'une visite à l'autre.",
          ],
        },
        {
          kind: "paragraph",
          text: "La mesure d'audience ne démarre que si vous cliquez sur «\u00a0Accepter\u00a0» dans le bandeau cookies. Les événements sont alors envoyés à notre propre serveur, qui les conserve {analyticsRetention} avant de les supprimer automatiquement et peut les transmettre à Google Analytics\u00a04 comme expliqué plus haut. Si vous cliquez sur «\u00a0Refuser\u00a0», aucune mesure n'est effectuée et votre navigation n'en est en rien affectée.",
        },
        {
          kind: "paragraph",
          text: "Vous pouvez changer d'avis à tout moment\u00a0: le lien «\u00a0Gérer les cookies\u00a0», en bas de chaque page, affiche de nouveau le bandeau. Si vous refusez après avoir accepté, la mesure s'arrête aussitôt, sans recharger la page, et notre serveur n'enregistre plus aucun événement qui ne s'accompagne pas de votre accord.",
        },
      ],
    },
    {
      id: "securite",
      title: "Sécurité",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous prenons des mesures techniques et organisationnelles pour protéger vos données contre la perte, le vol ou un accès non autorisé\u00a0:",
        },
        {
          kind: "list",
          items: [
            "tous les échanges avec le site sont chiffrés grâce au protocole HTTPS\u00a0;",
            "l'accès aux données est réservé aux seuls membres de notre équipe qui en ont besoin\u00a0;",
            "les mots de passe donnant accès à nos outils ne sont jamais stockés en clair\u00a0: ils sont hachés\u00a0;",
            "le site est hébergé dans des centres de données situés dans l'Union européenne.",
          ],
        },
        {
          kind: "paragraph",
          text: "Aucun système n'étant infaillible, nous ne pouvons garantir une sécurité absolue. En cas d'incident susceptible de vous concerner, nous vous en informerons dans les meilleurs délais.",
        },
      ],
    },
    {
      id: "modifications",
      title: "Modifications de la politique",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous pouvons être amenés à modifier cette politique, par exemple pour tenir compte d'une nouvelle fonctionnalité du site ou d'une évolution de la loi. La date de dernière mise à jour figure sur cette page.",
        },
        {
          kind: "paragraph",
          text: "En cas de changement important, notamment si nous souhaitons utiliser vos données pour un nouvel usage, nous vous en informerons clairement et, si nécessaire, nous vous demanderons à nouveau votre accord.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          kind: "paragraph",
          text: "Pour toute question sur cette politique ou sur vos données, écrivez-nous à {email}, appelez-nous au {phone} ou utilisez [notre page de contact](/contact).",
        },
        {
          kind: "paragraph",
          text: "Vous pouvez aussi nous écrire par courrier à l'adresse suivante\u00a0: {name}, {address}, Cameroun.",
        },
      ],
    },
  ],
};
