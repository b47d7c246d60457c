import type { LegalPage } from "../types";

/** Conditions générales de vente: the rules of every quote, subscription and e-book sale. */
export const termsOfSale: LegalPage = {
  title: "Conditions générales de vente",
  description:
    "Conditions générales de vente de Kheops Digital\u00a0: prix, commande, paiement, délais, garanties, résiliation et litiges pour nos services et e-books.",
  intro:
    "Ces conditions fixent les règles du jeu entre Kheops Digital et ses clients. Nous les avons voulues claires et équilibrées\u00a0: prenez quelques minutes pour les lire avant de passer commande, et n'hésitez pas à nous poser vos questions.",
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        {
          kind: "paragraph",
          text: "Les présentes conditions générales de vente (CGV) s'appliquent à toutes les prestations et à tous les produits vendus par Kheops Digital, SARL au capital de {capital}, dont le siège est situé à {address}, Cameroun, immatriculée au RCCM sous le numéro {rccm} et identifiée sous le NIU {niu}.",
        },
        {
          kind: "paragraph",
          text: "Toute commande, qu'il s'agisse de la signature d'un devis, de la souscription à une formule d'abonnement ou de l'achat d'un e-book, vaut acceptation pleine et entière de ces CGV. En cas de contradiction, les conditions particulières prévues dans un devis signé par les deux parties l'emportent sur les présentes.",
        },
      ],
    },
    {
      id: "preambule",
      title: "Préambule",
      blocks: [
        {
          kind: "paragraph",
          text: "Kheops Digital est une agence web et de marketing digital créée en 2020 à Douala. Elle accompagne les commerçants, entrepreneurs et entreprises dans leur présence en ligne. Dans les présentes CGV, les termes suivants ont le sens ci-dessous\u00a0:",
        },
        {
          kind: "list",
          items: [
            "«\u00a0Prestataire\u00a0»\u00a0: la société Kheops Digital.",
            "«\u00a0Client\u00a0»\u00a0: toute personne, professionnelle ou particulière, qui commande une prestation ou un produit au Prestataire.",
            "«\u00a0Devis\u00a0»\u00a0: la proposition écrite et détaillée remise par le Prestataire, qui décrit la prestation, son prix et ses délais.",
            "«\u00a0Livrable\u00a0»\u00a0: tout élément remis au Client dans le cadre d'une prestation (site web, logo, charte graphique, publications, rapports, etc.).",
            "«\u00a0E-book\u00a0»\u00a0: un guide numérique au format PDF vendu dans la boutique du site.",
          ],
        },
      ],
    },
    {
      id: "produits-et-services",
      title: "Produits et services",
      blocks: [
        {
          kind: "paragraph",
          text: "Kheops Digital propose les prestations et produits suivants\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Création de sites web\u00a0: sites vitrines, boutiques en ligne et pages de vente, optimisés pour le mobile.",
            "Community management\u00a0: animation de vos pages sur les réseaux sociaux, sous forme d'abonnement mensuel.",
            "Identité visuelle\u00a0: logo, charte graphique et supports de communication.",
            "Stratégie digitale\u00a0: audit, conseil et plan d'action pour votre présence en ligne.",
            "Social media marketing\u00a0: conception et pilotage de campagnes publicitaires sur les réseaux sociaux.",
            "Référencement SEO\u00a0: amélioration de la visibilité de votre site dans les moteurs de recherche.",
            "E-books\u00a0: guides pratiques au format PDF, vendus sur notre boutique.",
          ],
        },
        {
          kind: "paragraph",
          text: "Le contenu exact de chaque prestation est décrit dans le Devis ou dans la fiche de la formule choisie. Les e-books sont des fichiers PDF\u00a0: leur paiement s'effectue sur une plateforme de paiement sécurisée externe et ils sont livrés par téléchargement, sans envoi physique.",
        },
      ],
    },
    {
      id: "prix",
      title: "Prix",
      blocks: [
        {
          kind: "paragraph",
          text: "Nos prix sont exprimés en francs CFA (XAF, ou FCFA), en euros (EUR) ou en dollars américains (USD). Lorsqu'un prix est converti d'une monnaie à une autre, la conversion se fait au taux de change du jour de la commande.",
        },
        {
          kind: "paragraph",
          text: "Les transactions réalisées au Cameroun sont soumises à la TVA au taux de 20\u00a0%. Le Devis et la facture indiquent le montant hors taxes, le montant de la TVA et le montant toutes taxes comprises.",
        },
        {
          kind: "paragraph",
          text: "À titre indicatif, nos tarifs de départ sont les suivants\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Création de site web\u00a0: à partir de 105\u00a0000\u00a0FCFA, soit 160\u00a0EUR ou 175\u00a0USD, par projet.",
            "Marketing digital\u00a0: à partir de 90\u00a0000\u00a0FCFA, soit 138\u00a0EUR ou 150\u00a0USD, par mois.",
            "Stratégie digitale\u00a0: sur devis, selon l'étendue de la mission.",
          ],
        },
        {
          kind: "paragraph",
          text: "Les formules de community management sont proposées aux tarifs mensuels suivants\u00a0:",
        },
        {
          kind: "list",
          items: ["Starter\u00a0: {prixStarter} par mois.", "Pro\u00a0: {prixPro} par mois.", "Premium\u00a0: {prixPremium} par mois."],
        },
        {
          kind: "paragraph",
          text: "Un engagement trimestriel donne droit à une remise de 10\u00a0%, et un engagement annuel à une remise de 15\u00a0%, calculées sur le total des mensualités de la période.",
        },
        {
          kind: "paragraph",
          text: "Ces prix sont donnés à titre indicatif et peuvent évoluer. Le prix applicable est celui qui figure sur le Devis accepté ou, pour un e-book, celui affiché au moment de l'achat. Un Devis est valable pendant la durée qu'il indique.",
        },
      ],
    },
    {
      id: "processus-de-commande",
      title: "Processus de commande",
      blocks: [
        {
          kind: "paragraph",
          text: "Pour une prestation de services, la commande se déroule en cinq étapes\u00a0:",
        },
        {
          kind: "steps",
          items: [
            "Vous nous présentez votre projet via notre [formulaire de contact](/contact), par e-mail à {email} ou par téléphone au {phone}.",
            "Nous échangeons avec vous pour bien comprendre vos besoins, puis nous vous remettons un Devis détaillé et gratuit.",
            "Vous acceptez le Devis en le signant et réglez l'acompte de 70\u00a0%\u00a0: la commande est alors ferme et les travaux peuvent commencer.",
            "Nous réalisons la prestation en vous tenant informé à chaque étape et en vous soumettant les Livrables pour validation.",
            "Nous vous livrons la version finale, vous réglez le solde de 30\u00a0% et la période de garantie de 2\u00a0mois commence.",
          ],
        },
        {
          kind: "paragraph",
          text: "Pour un e-book, il vous suffit de le choisir dans notre boutique\u00a0: vous êtes alors redirigé vers une plateforme de paiement sécurisée externe. Une fois le paiement confirmé, vous recevez un lien pour télécharger le fichier PDF.",
        },
      ],
    },
    {
      id: "delais",
      title: "Délais",
      blocks: [
        {
          kind: "paragraph",
          text: "Les délais de réalisation sont précisés dans chaque Devis. Ils commencent à courir à la réception de l'acompte et de l'ensemble des éléments nécessaires fournis par le Client (textes, photos, logos, accès, etc.).",
        },
        {
          kind: "paragraph",
          text: "Un retard dans la remise de ces éléments ou dans les validations attendues du Client décale d'autant la date de livraison. Le Prestataire ne peut être tenu responsable d'un retard causé par le Client, par un tiers ou par un cas de force majeure.",
        },
        {
          kind: "paragraph",
          text: "Les e-books sont mis à disposition dès la confirmation du paiement.",
        },
      ],
    },
    {
      id: "garanties",
      title: "Garanties",
      blocks: [
        {
          kind: "paragraph",
          text: "Chaque prestation est couverte par une garantie et un support technique de 2\u00a0mois à compter de la livraison finale. Pendant cette période, le Prestataire corrige gratuitement les anomalies et les défauts de conformité par rapport au Devis, et répond aux questions techniques du Client sur l'utilisation des Livrables.",
        },
        {
          kind: "paragraph",
          text: "La garantie ne couvre pas\u00a0:",
        },
        {
          kind: "list",
          items: [
            "les modifications apportées aux Livrables par le Client ou par un tiers\u00a0;",
            "les nouvelles fonctionnalités ou demandes non prévues au Devis, qui font l'objet d'un Devis complémentaire\u00a0;",
            "les dysfonctionnements dus à un service extérieur (hébergeur choisi par le Client, réseau social, plateforme de paiement, etc.).",
          ],
        },
        {
          kind: "paragraph",
          text: "Pour les prestations de marketing, de community management et de référencement, le Prestataire s'engage à mettre en œuvre tous les moyens nécessaires pour atteindre les objectifs convenus, mais ne peut garantir un résultat précis (nombre d'abonnés, de ventes ou position dans les moteurs de recherche), qui dépend aussi de facteurs extérieurs.",
        },
        {
          kind: "paragraph",
          text: "Si un e-book téléchargé est illisible ou incomplet, il suffit de nous le signaler\u00a0: nous vous fournissons un fichier de remplacement.",
        },
      ],
    },
    {
      id: "modalites-de-paiement",
      title: "Modalités de paiement",
      blocks: [
        {
          kind: "paragraph",
          text: "Sauf disposition contraire du Devis, les prestations sont payées en deux fois\u00a0:",
        },
        {
          kind: "list",
          items: ["70\u00a0% du montant total à la commande, à la signature du Devis\u00a0;", "30\u00a0% du montant total à la livraison."],
        },
        {
          kind: "paragraph",
          text: "Les factures sont payables dans un délai de 30\u00a0jours à compter de leur date d'émission. Les abonnements de community management sont facturés au début de chaque période (mois, trimestre ou année).",
        },
        {
          kind: "paragraph",
          text: "Le paiement peut s'effectuer par virement bancaire, par Mobile Money ou par tout autre moyen indiqué sur la facture. Les e-books se règlent exclusivement sur la plateforme de paiement sécurisée externe vers laquelle vous êtes redirigé.",
        },
        {
          kind: "paragraph",
          text: "En cas de retard de paiement, et après une relance restée sans réponse, le Prestataire peut suspendre ses travaux jusqu'au règlement des sommes dues. Les Livrables finaux ne sont remis qu'après paiement complet.",
        },
      ],
    },
    {
      id: "confidentialite",
      title: "Confidentialité",
      blocks: [
        {
          kind: "paragraph",
          text: "Chaque partie s'engage à garder confidentielles les informations de l'autre partie dont elle a connaissance à l'occasion de la prestation (données commerciales, stratégies, accès aux comptes, fichiers clients, etc.). Cette obligation s'applique pendant toute la durée du contrat et pendant 5\u00a0ans après sa fin.",
        },
        {
          kind: "paragraph",
          text: "Ne sont pas concernées les informations déjà publiques ou dont la divulgation est imposée par la loi ou par une autorité judiciaire.",
        },
        {
          kind: "paragraph",
          text: "Les données personnelles que vous nous confiez sont traitées conformément à notre [politique de confidentialité](/politique-de-confidentialite).",
        },
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      blocks: [
        {
          kind: "paragraph",
          text: "Les droits d'exploitation sur les Livrables créés spécialement pour le Client (site, logo, visuels, textes) lui sont cédés une fois le prix intégralement payé, pour l'usage prévu au Devis. Jusqu'à ce paiement complet, les Livrables restent la propriété du Prestataire.",
        },
        {
          kind: "paragraph",
          text: "Le Prestataire conserve la propriété de ses outils, méthodes, modèles et éléments créés avant la prestation ou de manière indépendante. Sauf refus écrit du Client, il peut mentionner la réalisation dans ses références et son portfolio.",
        },
        {
          kind: "paragraph",
          text: "Le Client garantit disposer des droits sur les contenus qu'il fournit au Prestataire (textes, photos, logos, marques).",
        },
        {
          kind: "paragraph",
          text: "L'achat d'un e-book donne droit à un usage strictement personnel. Le fichier ne peut être copié, partagé, revendu ou diffusé, en tout ou en partie, sans l'autorisation écrite de Kheops Digital.",
        },
      ],
    },
    {
      id: "resiliation",
      title: "Résiliation",
      blocks: [
        {
          kind: "paragraph",
          text: "Résiliation par le Client\u00a0: le Client peut mettre fin au contrat à tout moment, par écrit, en respectant un préavis de 30\u00a0jours. Il règle alors les prestations réalisées jusqu'à la fin du préavis, ainsi qu'une indemnité égale à 10\u00a0% du montant restant à facturer jusqu'au terme prévu du contrat.",
        },
        {
          kind: "paragraph",
          text: "Résiliation par le Prestataire\u00a0: en cas de manquement grave du Client à ses obligations, notamment en cas de non-paiement, le Prestataire peut résilier le contrat 15\u00a0jours après l'envoi d'une mise en demeure restée sans effet. Les sommes correspondant aux travaux déjà réalisés restent dues.",
        },
        {
          kind: "paragraph",
          text: "Force majeure\u00a0: aucune des parties n'est responsable d'un manquement causé par un événement imprévisible et irrésistible, indépendant de sa volonté. Si un tel événement dure plus de 2\u00a0mois, le contrat prend fin de plein droit, sans indemnité de part et d'autre.",
        },
      ],
    },
    {
      id: "litiges",
      title: "Litiges",
      blocks: [
        {
          kind: "paragraph",
          text: "Les présentes CGV et les contrats qu'elles encadrent sont soumis au droit camerounais, notamment à la loi n°\u00a02010/021 du 21\u00a0décembre 2010 régissant le commerce électronique.",
        },
        {
          kind: "paragraph",
          text: "En cas de désaccord, les parties s'engagent à suivre les étapes suivantes, dans cet ordre\u00a0:",
        },
        {
          kind: "list",
          items: [
            "Règlement amiable, obligatoire avant toute autre démarche\u00a0: la partie mécontente adresse une réclamation écrite à l'autre, et les parties recherchent ensemble une solution pendant 30\u00a0jours.",
            "Médiation\u00a0: si aucun accord n'est trouvé, les parties font appel à un médiateur choisi d'un commun accord.",
            "Action en justice\u00a0: en cas d'échec de la médiation, le litige est porté devant le Tribunal de première instance de Douala.",
          ],
        },
        {
          kind: "paragraph",
          text: "Le délai de prescription applicable aux actions nées des présentes est de 10\u00a0ans, sous réserve des délais plus courts imposés par des dispositions légales impératives.",
        },
      ],
    },
    {
      id: "faq",
      title: "Questions fréquentes",
      blocks: [
        {
          kind: "paragraph",
          text: "Dois-je payer la totalité avant le début des travaux\u00a0?",
        },
        {
          kind: "paragraph",
          text: "Non. Vous versez 70\u00a0% à la commande et les 30\u00a0% restants à la livraison.",
        },
        {
          kind: "paragraph",
          text: "Puis-je payer en euros ou en dollars\u00a0?",
        },
        {
          kind: "paragraph",
          text: "Oui. Nos prix peuvent être réglés en FCFA (XAF), en euros ou en dollars américains, au taux de change du jour de la commande.",
        },
        {
          kind: "paragraph",
          text: "Que se passe-t-il si je trouve un problème après la livraison\u00a0?",
        },
        {
          kind: "paragraph",
          text: "Vous bénéficiez d'une garantie et d'un support technique de 2\u00a0mois après la livraison finale. Signalez-nous le problème et nous le corrigerons gratuitement s'il entre dans le cadre de la garantie.",
        },
        {
          kind: "paragraph",
          text: "Comment vais-je recevoir l'e-book que j'achète\u00a0?",
        },
        {
          kind: "paragraph",
          text: "Après le paiement sur notre plateforme de paiement sécurisée externe, vous téléchargez directement le fichier PDF. Aucun envoi physique n'est effectué.",
        },
        {
          kind: "paragraph",
          text: "Puis-je arrêter mon abonnement de community management\u00a0?",
        },
        {
          kind: "paragraph",
          text: "Oui, en nous prévenant par écrit 30\u00a0jours à l'avance. Une indemnité de 10\u00a0% du montant qui restait à facturer jusqu'au terme de votre engagement est alors appliquée.",
        },
        {
          kind: "paragraph",
          text: "Que faire en cas de désaccord\u00a0?",
        },
        {
          kind: "paragraph",
          text: "Contactez-nous d'abord\u00a0: la plupart des difficultés se règlent par un simple échange. Si le désaccord persiste, nous passerons par une médiation avant toute action devant le Tribunal de première instance de Douala.",
        },
      ],
    },
  ],
};
