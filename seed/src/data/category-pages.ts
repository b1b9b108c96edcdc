/**
 * Initial sections of the category pages and the home page (spec catalogue-and-content §1, §2):
 * written once by the seed into the `category-pages` global; afterwards the staff own them.
 */
export const categoryPages = {
  phones: {
    benefits: [
      {
        title: 'Découpe sur mesure',
        text: 'Chaque film est découpé pour votre modèle exact : bords couverts, capteurs et caméras dégagés.',
      },
      {
        title: 'Pose sans bulles',
        text: "Le film hydrogel s'applique en quelques minutes et les micro-bulles disparaissent d'elles-mêmes en 24 à 48 heures.",
      },
      {
        title: 'Protection auto-réparatrice',
        text: "Les micro-rayures du quotidien s'effacent à température ambiante ; la sensibilité tactile reste intacte.",
      },
    ],
    paymentBanner: {
      title: 'Paiement 100 % sécurisé',
      text: 'Vous réglez sur la page de paiement certifiée PCI DSS de notre prestataire, par une connexion chiffrée : vos données bancaires ne passent jamais par notre boutique.',
    },
  },
  watches: {
    packBanner: {
      title: 'Packs de protections pour montres',
      text: 'Une montre se raye vite : chaque pack contient 6 films hydrogel découpés pour votre boîtier, de quoi changer de protection pendant des mois.',
    },
    benefitsTitle: 'Pourquoi protéger votre montre',
    benefits: [
      { title: 'Écran toujours net', text: 'Le film hydrogel garde la luminosité et les couleurs de votre cadran.' },
      { title: 'Tactile intact', text: 'Gestes, notifications et paiements sans contact fonctionnent comme avant.' },
      { title: 'Bords couverts', text: 'Le film épouse les écrans bombés, là où les chocs arrivent le plus souvent.' },
    ],
    installTitle: 'Installation en 3 étapes',
    installSteps: [
      { title: 'Nettoyez', text: "Dépoussiérez l'écran avec la lingette humide puis la lingette sèche du kit." },
      { title: 'Positionnez', text: 'Alignez le film sur le cadran en vous aidant des bords, sans toucher la face adhésive.' },
      { title: 'Appliquez', text: 'Lissez du centre vers les bords avec la raclette ; les dernières bulles disparaissent en 48 heures.' },
    ],
    helpTitle: "Besoin d'aide ?",
    helpText: "Le guide d'installation détaille chaque étape, notre équipe répond à vos questions et vous présente nos engagements.",
  },
  consoles: {
    reasonsTitle: 'Pourquoi protéger votre console',
    reasons: [
      {
        title: 'Écran sans rayures',
        text: 'Les consoles portables voyagent dans les sacs : le film encaisse les frottements à la place de l’écran.',
      },
      {
        title: 'Skins personnalisés',
        text: 'Votre photo imprimée en haute définition sur un skin découpé pour votre console ou votre manette.',
      },
      { title: 'Prise en main intacte', text: 'Films fins et skins mats : aucun bouton ni aucune grille de ventilation couverts.' },
    ],
    installTitle: "Guide d'installation",
    installSteps: [
      { title: 'Préparez', text: 'Éteignez la console, nettoyez l’écran ou la coque avec les lingettes fournies.' },
      { title: 'Alignez', text: 'Présentez le film ou le skin sur un bord, en suivant les découpes des boutons.' },
      { title: 'Lissez', text: 'Appliquez du centre vers l’extérieur avec la raclette, sans forcer sur les angles.' },
    ],
  },
  carScreens: {
    heroFeatures: [{ text: 'Installation facile' }, { text: 'Anti-rayures' }],
    whyTitle: 'Pourquoi protéger votre écran de voiture',
    why: [
      { title: 'Reflets réduits', text: 'Un écran lisible en plein soleil, sans éblouissement pendant la conduite.' },
      { title: 'Rayures évitées', text: 'Clés, bagues et ongles ne marquent plus l’écran tactile de votre tableau de bord.' },
      { title: 'Revente préservée', text: 'Un écran intact, c’est une voiture qui garde sa valeur.' },
    ],
    installTitle: 'Installation en 3 étapes',
    installSteps: [
      { title: 'Nettoyez', text: "Dépoussiérez l'écran éteint avec les lingettes du kit." },
      { title: 'Positionnez', text: 'Alignez le film sur les bords de l’écran avant de retirer le support.' },
      { title: 'Appliquez', text: 'Lissez du centre vers les bords avec la raclette : c’est posé.' },
    ],
  },
  home: {
    installTitle: "Guide d'installation",
    installIntro: 'Une pose réussie en 10 à 30 minutes selon l’appareil, sans outil : le kit fourni contient tout le nécessaire.',
    installSteps: [
      { title: 'Nettoyez', text: "Lingette humide puis lingette sèche : l'écran doit être sans poussière ni trace." },
      { title: 'Positionnez', text: 'Alignez le film sur les bords et les découpes avant de retirer le film de protection.' },
      { title: 'Appliquez', text: 'Lissez du centre vers les bords avec la raclette ; les micro-bulles disparaissent en 48 heures.' },
    ],
  },
}
