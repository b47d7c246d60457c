/** The page a newsletter's unsubscribe link opens (/desinscription). */
export const unsubscribeText = {
  page: {
    title: "Désinscription de la newsletter",
    description: "Confirmez que vous ne souhaitez plus recevoir la newsletter de Kheops Digital.",
  },
  confirm: {
    intro: "Vous ne recevrez plus la newsletter de Kheops Digital à l'adresse suivante\u00a0:",
    button: "Me désinscrire",
  },
  removed: {
    title: "Vous êtes désinscrit",
    text: "Votre adresse a été retirée de notre liste. Vous ne recevrez plus notre newsletter.",
  },
  notSubscribed: {
    title: "Cette adresse n'est plus inscrite",
    text: "Elle ne figure plus sur notre liste\u00a0: vous ne recevrez plus notre newsletter.",
  },
  invalid: {
    title: "Lien de désinscription non valable",
    text: "Ce lien est incomplet ou a été modifié. Utilisez le lien de désinscription de votre dernière newsletter, ou écrivez-nous\u00a0: nous retirerons votre adresse.",
  },
  back: "Retour à l'accueil",
  contact: "Nous écrire",
};
