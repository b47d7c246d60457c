/** The newsletter's double opt-in: the confirmation mail and the page its link opens (/newsletter/confirmation). */
export const newsletterConfirmationText = {
  page: {
    title: "Confirmation de votre inscription",
    description: "Confirmez votre inscription à la newsletter de Kheops Digital.",
  },
  confirm: {
    intro: "Un dernier clic pour recevoir la newsletter de Kheops Digital à l'adresse suivante\u00a0:",
    button: "Confirmer mon inscription",
  },
  confirmed: {
    title: "Votre inscription est confirmée",
    text: "Merci\u00a0! Vous recevrez désormais notre newsletter. Chaque lettre contient un lien pour vous désinscrire en un clic.",
  },
  used: {
    title: "Ce lien a déjà servi",
    text: "Ce lien de confirmation ne sert qu'une fois et il a déjà été utilisé. Si vous ne recevez pas notre newsletter, inscrivez-vous à nouveau\u00a0: nous vous enverrons un nouveau lien.",
  },
  expired: {
    title: "Ce lien a expiré",
    text: "Un lien de confirmation n'est valable que 7\u00a0jours. Inscrivez-vous à nouveau\u00a0: nous vous enverrons un nouveau lien.",
  },
  invalid: {
    title: "Lien de confirmation non valable",
    text: "Ce lien est incomplet ou a été modifié. Utilisez le lien de votre e-mail de confirmation, ou inscrivez-vous à nouveau.",
  },
  signUpAgain: "M'inscrire à nouveau",
  back: "Retour à l'accueil",
  /** The mail sent to the address: plain text, its link valid 7 days. */
  mail: {
    subject: "Confirmez votre inscription à la newsletter de Kheops Digital",
    body: (link: string) =>
      [
        "Bonjour,",
        "",
        "Vous (ou quelqu'un qui a saisi votre adresse) venez de vous inscrire à la newsletter de Kheops Digital.",
        "Pour confirmer votre inscription, ouvrez ce lien puis appuyez sur «\u00a0Confirmer mon inscription\u00a0»\u00a0:",
        "",
        link,
        "",
        "Ce lien est valable 7\u00a0jours et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez cet e-mail\u00a0: sans confirmation, votre adresse sera supprimée au bout de 30\u00a0jours.",
        "",
        "L'équipe Kheops Digital",
        "",
      ].join("\n"),
  },
};
