import type { Service } from "../types";

export const service: Service = {
  id: "identite-visuelle",
  title: "Identité visuelle",
  icon: "Palette",
  shortDescription:
    "Logo, couleurs, typographies et supports\u00a0: une image de marque cohérente qui vous rend reconnaissable, de l'enseigne au profil WhatsApp.",
  longDescription:
    "Avant de lire votre message, vos clients voient votre logo, vos couleurs, votre enseigne. Une identité visuelle réfléchie vous distingue de la concurrence, inspire confiance et donne un air professionnel à chaque support, de la carte de visite au statut WhatsApp. Nous la construisons à partir de votre histoire, de vos clients et de votre marché, puis nous vous remettons tous les fichiers et les règles pour bien l'utiliser.",
  benefits: [
    "Une marque qu'on reconnaît au premier coup d'œil, en ligne comme dans la rue",
    "Une image professionnelle qui rassure vos clients et justifie vos prix",
    "Des supports cohérents, de l'enseigne au sac d'emballage",
    "Un logo qui reste lisible en tout petit, sur une photo de profil ou un tampon",
    "Tous les fichiers sources livrés, pour travailler avec l'imprimeur de votre choix",
  ],
  features: [
    {
      title: "Création de logo",
      description:
        "Plusieurs pistes créatives, puis une version finale déclinée en couleur, en noir et blanc, en négatif et en format réduit pour les réseaux sociaux et l'icône de votre site.",
    },
    {
      title: "Couleurs et typographies",
      description:
        "Une palette choisie pour votre secteur, fidèle à l'impression comme à l'écran, et des polices qui restent lisibles sur un téléphone.",
    },
    {
      title: "Charte graphique",
      description:
        "Un guide clair qui explique comment utiliser le logo, les couleurs et les polices, pour que votre imprimeur, votre graphiste ou votre nouvelle recrue respectent la même image.",
    },
    {
      title: "Papeterie et documents commerciaux",
      description:
        "Cartes de visite, papier à en-tête, modèles de factures et de devis, tampon\u00a0: des documents prêts à imprimer ou à remplir, qui donnent du sérieux à chaque échange.",
    },
    {
      title: "Kit pour les réseaux sociaux",
      description:
        "Photo de profil, couverture Facebook, modèles de publications et de statuts WhatsApp à vos couleurs, pour garder la même allure d'un jour à l'autre.",
    },
    {
      title: "Signalétique et emballages",
      description:
        "Enseigne, kakémono, flyers, étiquettes, sacs\u00a0: nous adaptons votre identité aux objets que vos clients voient et touchent, de la façade d'un salon de coiffure aux bouteilles d'une marque de jus locale.",
    },
    {
      title: "Refonte d'identité",
      description:
        "Votre logo a vieilli ou ne vous ressemble plus\u00a0? Nous le modernisons en conservant ce que vos clients reconnaissent déjà.",
    },
  ],
  process: [
    {
      title: "Découverte de votre marque",
      description:
        "Un entretien pour comprendre votre histoire, vos valeurs, vos clients et vos concurrents, et pour lister les endroits où votre marque apparaîtra\u00a0: façade, réseaux sociaux, véhicules, emballages.",
    },
    {
      title: "Pistes créatives",
      description:
        "Nous vous présentons plusieurs propositions de logo et d'univers graphique, chacune expliquée et montrée sur des supports concrets.",
    },
    {
      title: "Affinage",
      description:
        "Vous retenez une piste, nous l'ajustons avec vous jusqu'à un résultat qui vous ressemble. Le nombre d'allers-retours est précisé dans le devis.",
    },
    {
      title: "Remise des fichiers",
      description:
        "Vous recevez le logo dans tous les formats utiles (vectoriel, PNG, JPG), la charte graphique et les supports commandés, prêts pour l'impression et pour le web.",
    },
  ],
  faqs: [
    {
      question: "Combien coûte une identité visuelle\u00a0?",
      answer:
        "Chaque projet est chiffré sur devis, car les besoins varient beaucoup\u00a0: un logo seul, un logo avec sa charte graphique, ou une identité complète avec papeterie, kit pour les réseaux sociaux et signalétique. Après un premier échange, nous vous envoyons une proposition détaillée en FCFA.",
    },
    {
      question: "Quelle différence entre un logo et une identité visuelle\u00a0?",
      answer:
        "Le logo est le signe qui vous représente. L'identité visuelle, c'est tout le système qui l'entoure\u00a0: couleurs, typographies, style des photos, manière de composer une affiche ou une publication. C'est elle qui permet à un client de reconnaître votre marque même quand le logo n'apparaît pas.",
    },
    {
      question: "Pourquoi mon logo doit-il rester lisible en petit\u00a0?",
      answer:
        "Aujourd'hui, votre logo est d'abord vu dans une pastille de quelques millimètres\u00a0: photo de profil Facebook, contact WhatsApp, onglet du navigateur. Un logo trop chargé devient une tache à cette taille. Nous testons donc chaque proposition en petit format, en noir et blanc et sur fond sombre avant de vous la présenter.",
    },
    {
      question: "Mon logo actuel peut-il être modernisé plutôt que remplacé\u00a0?",
      answer:
        "Souvent, oui. Si vos clients reconnaissent déjà votre logo, nous gardons ses éléments forts (une forme, une couleur, un nom) et nous le rendons plus lisible et plus actuel. C'est une bonne solution pour une entreprise installée, comme une pharmacie de quartier ou une agence de voyage connue sur sa ligne.",
    },
    {
      question: "Le logo m'appartiendra-t-il\u00a0?",
      answer:
        "Oui. Une fois le projet réglé, vous recevez tous les fichiers sources et pouvez les utiliser librement, chez l'imprimeur de votre choix, à Douala ou ailleurs. Pour protéger votre nom et votre logo, nous vous recommandons ensuite de déposer votre marque auprès de l'OAPI.",
    },
    {
      question: "Que devons-nous préparer avant de commencer\u00a0?",
      answer:
        "Rien de compliqué\u00a0: quelques mots sur votre activité et vos clients, les logos ou visuels que vous aimez ou que vous voulez éviter, et la liste des supports dont vous avez besoin. Si vous avez déjà une enseigne ou des documents imprimés, apportez-les, ils nous aident à comprendre d'où part votre marque.",
    },
  ],
  pricing: {
    note: "Sur devis\u00a0: le prix dépend du périmètre (logo seul, charte graphique, papeterie, kit pour les réseaux sociaux, signalétique) et du nombre de pistes créatives. Nous l'établissons après un premier échange sur votre projet, sans engagement de votre part.",
  },
  stats: [
    { value: "48\u00a0h", label: "pour recevoir votre devis après notre premier échange" },
    { value: "16\u00a0px", label: "la taille à laquelle chaque logo doit rester lisible" },
    { value: "4", label: "déclinaisons du logo\u00a0: couleur, noir et blanc, négatif et format réduit" },
    { value: "100\u00a0%", label: "des fichiers sources remis à la livraison" },
    { value: "+90", label: "clients satisfaits depuis la création de l'agence" },
    { value: "+10", label: "experts mobilisables sur votre projet" },
  ],
  image: {
    name: "identite-visuelle",
    alt: "Illustration d'une palette de nuanciers colorés posée à côté d'une carte de visite et d'un logo géométrique simple, avec un crayon.",
  },
};
