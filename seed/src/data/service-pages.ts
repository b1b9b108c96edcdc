/**
 * Initial texts of the service pages (spec catalogue-and-content §2 and §9): written once by the
 * seed into their CMS globals; afterwards the staff own them.
 */
import { siteSettings } from './site-settings.ts'

const warrantyDays = `${siteSettings.warrantyDays} jours`

export const warrantyPage = {
  intro:
    "Chaque protection Ma Boutique Protection est contrôlée avant expédition et garantie contre les défauts de fabrication. Si un problème survient, notre service après-vente l'examine sous 48 heures ouvrables et vous propose un remplacement ou un remboursement.",
  commitment: {
    title: 'Notre engagement qualité',
    text: "Nos films hydrogel TPU sont découpés sur mesure pour chaque modèle et vérifiés un à un : transparence de 99,9 %, dureté 9H, adhésion sans bulles. Si votre protection ne tient pas ses promesses dans les conditions normales d'utilisation, nous la remplaçons.",
  },
  durations: [
    { product: 'Protection Hydrogel HD TPU', duration: warrantyDays, coverage: 'Défauts de fabrication, décollement, bulles persistantes' },
    { product: 'Protection anti-lumière bleue', duration: warrantyDays, coverage: 'Défauts de fabrication, efficacité du filtre' },
    {
      product: 'Protection anti-espion',
      duration: warrantyDays,
      coverage: 'Défauts de fabrication, efficacité du filtre de confidentialité',
    },
    { product: 'Protection tablette', duration: warrantyDays, coverage: 'Défauts de fabrication, décollement, jaunissement' },
    { product: 'Protection ordinateur portable', duration: warrantyDays, coverage: 'Défauts de fabrication, décollement' },
    { product: 'Protection montre connectée', duration: warrantyDays, coverage: 'Défauts de fabrication, décollement' },
    { product: 'Skin console et manette', duration: warrantyDays, coverage: "Défauts d'impression et de découpe" },
  ],
  claimSteps: [
    {
      title: 'Contact',
      text: 'Remplissez le formulaire de réclamation ci-dessous avec votre numéro de commande et, si possible, des photos du problème.',
    },
    {
      title: 'Évaluation',
      text: 'Notre équipe étudie votre demande sous 48 heures ouvrables et peut vous demander des précisions par e-mail.',
    },
    {
      title: 'Résolution',
      text: 'Si la garantie s’applique, nous vous expédions gratuitement une protection de remplacement, livraison comprise, ou vous remboursons sous 5 jours ouvrés : au plus tard 7 jours ouvrés après votre demande.',
    },
  ],
  importantInfo: [
    { text: 'Conservez votre numéro de commande (format MBP-JJMMAAAA-NNNN) : il est demandé pour toute réclamation.' },
    { text: 'La garantie court à partir de la date de réception de votre commande.' },
    { text: 'La garantie commerciale s’ajoute aux garanties légales de conformité et des vices cachés, qui restent dues.' },
  ],
  exclusions: [
    { text: "Dommages causés par une chute, un choc ou une mauvaise utilisation de l'appareil." },
    { text: 'Protection retirée puis reposée, ou posée sur un écran déjà fissuré.' },
    { text: 'Usure normale liée à l’usage quotidien (micro-rayures superficielles).' },
    { text: 'Nettoyage avec des produits abrasifs, de l’alcool pur ou des solvants.' },
  ],
}

export const deliveryPage = {
  zones: [
    {
      zone: 'France métropolitaine, Corse comprise',
      delay: '2 à 3 jours ouvrés (express : 1 jour ouvré)',
      price: 'Gratuite (express : 9,99 €)',
    },
    { zone: 'Outre-mer, Monaco et étranger', delay: 'Non desservis pour le moment', price: '—' },
  ],
  steps: [
    { title: 'Commande', text: 'Vous validez votre commande et votre paiement est confirmé.' },
    { title: 'Préparation', text: 'Les commandes passées avant 14h30 sont préparées et expédiées le jour même.' },
    { title: 'Expédition', text: 'Vous recevez un e-mail avec votre numéro de suivi, aussi visible sur la page Suivi de commande.' },
    { title: 'Réception', text: 'Votre protection arrive dans une enveloppe rigide qui la protège pendant le transport.' },
  ],
  returnPolicy:
    'Vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter, puis de 14 jours pour nous retourner les produits. Les frais de retour sont à votre charge, sauf en cas de défaut avéré. Nous vous remboursons au plus tard 14 jours après votre rétractation (nous pouvons attendre d’avoir reçu le produit ou la preuve de son expédition) ; en pratique sous 48 heures après réception et vérification du retour, puis 3 à 7 jours bancaires selon votre banque.',
  returnSteps: [
    { title: 'Demande', text: 'Signalez votre retour via le formulaire de rétractation ou en écrivant au service client.' },
    { title: 'Emballage', text: 'Remettez le produit dans son emballage d’origine, avec tous ses accessoires.' },
    {
      title: 'Envoi',
      text: 'Expédiez le colis au plus tard 14 jours après votre rétractation, à l’adresse et avant la date indiquées dans l’accusé de réception de votre demande.',
    },
    { title: 'Remboursement', text: 'Après vérification, nous vous remboursons avec le moyen de paiement utilisé lors de la commande.' },
  ],
  returnExceptions: [
    {
      text: 'Skins et protections arrière imprimés avec votre photo : confectionnés selon vos spécifications, ils sont exclus du droit de rétractation (article L221-28 du Code de la consommation).',
    },
  ],
}

const device = (
  key: 'smartphones' | 'tablettes' | 'montres' | 'ordinateurs',
  title: string,
  description: string,
  duration: string,
  difficulty: string,
  surface: string,
) => ({
  key,
  title,
  description,
  duration,
  difficulty,
  kit: [{ text: 'Lingettes humide et sèche' }, { text: 'Autocollants anti-poussière' }, { text: 'Raclette de pose' }],
  steps: [
    { title: 'Préparez votre espace', text: `Installez-vous dans une pièce peu poussiéreuse et bien éclairée, ${surface}.` },
    {
      title: "Nettoyez l'écran",
      text: 'Passez la lingette humide puis la lingette sèche, et retirez les dernières poussières avec un autocollant.',
    },
    { title: 'Alignez la protection', text: 'Présentez le film sans retirer son support pour repérer les découpes et les bords.' },
    {
      title: 'Posez le film',
      text: 'Retirez le support et posez la protection du centre vers les bords, en chassant l’air avec la raclette.',
    },
    { title: 'Laissez sécher', text: 'Retirez le film de transport et attendez 6 heures avant un usage intensif.' },
  ],
  tips: [
    { text: 'Une salle de bain après une douche chaude limite la poussière en suspension.' },
    { text: 'Les micro-bulles disparaissent d’elles-mêmes en 24 à 48 heures.' },
  ],
  mistakes: [
    { text: 'Toucher la face adhésive avec les doigts.' },
    { text: 'Repositionner le film plusieurs fois : il perd son adhérence.' },
    { text: 'Appuyer trop fort avec la raclette sur les bords incurvés.' },
  ],
})

export const installationGuide = {
  deviceTypes: [
    device(
      'smartphones',
      'Smartphones',
      'Pose d’une protection hydrogel sur un écran plat ou incurvé.',
      '10-15 min',
      'Moyenne',
      'le téléphone posé à plat',
    ),
    device(
      'tablettes',
      'Tablettes',
      'Grand écran : prenez votre temps pour l’alignement.',
      '15-20 min',
      'Moyenne à élevée',
      'la tablette posée à plat',
    ),
    device(
      'montres',
      'Montres',
      'Petit écran bombé : la raclette fine fait la différence.',
      '5-10 min',
      'Facile à moyenne',
      'la montre posée à plat',
    ),
    device(
      'ordinateurs',
      'Ordinateurs',
      'Écran large : une deuxième paire de mains aide.',
      '20-30 min',
      'Élevée',
      "l'ordinateur ouvert et posé à plat",
    ),
  ],
  assistance: [
    { title: 'E-mail', text: `Écrivez à ${siteSettings.supportEmail} : réponse sous ${siteSettings.emailReplyDelay}.` },
    {
      title: 'Formulaire de contact',
      text: 'Choisissez le sujet « Installation » sur la page Contact : notre équipe vous répond par e-mail.',
    },
    {
      title: 'Assistant de la boutique',
      text: 'Sur la page d’accueil, notre assistant automatique répond à toute heure à partir de nos questions fréquentes et du catalogue.',
    },
  ],
}

/**
 * The guide on paper, the seed's one downloadable resource: rendered from the steps above
 * (cms/src/globals/InstallationGuide/printable-guide-pdf.ts) and uploaded to the media library when the guide is seeded.
 */
export const printableGuide = {
  title: "Guide d'installation à imprimer",
  description: 'Pour chaque appareil : le matériel, les étapes, les conseils et les erreurs à éviter.',
  filename: 'guide-installation.pdf',
}

export const aboutPage = {
  intro:
    'Ma Boutique Protection est née en décembre 2024 d’une idée simple : protéger les écrans de tous les appareils, du smartphone à l’écran de voiture, avec des films sur mesure, durables et faciles à poser.',
  mission: {
    title: 'Notre mission',
    text: 'Rendre la protection d’écran accessible à tous : des films de qualité, découpés pour chaque modèle, à un prix juste, avec un service client qui répond vraiment.',
  },
  values: [
    { title: 'Qualité', text: 'Des matériaux testés et un contrôle de chaque protection avant expédition.' },
    { title: 'Transparence', text: 'Des prix clairs, des délais tenus et des garanties écrites noir sur blanc.' },
    { title: 'Proximité', text: 'Une équipe basée en France qui répond à vos e-mails {délai de réponse}.' },
  ],
  journey: [
    { date: 'Décembre 2024', title: 'Lancement', text: 'Ouverture de la boutique avec les protections pour smartphones.' },
    { date: '2025', title: 'Nouvelles catégories', text: 'Tablettes, montres connectées, consoles, ordinateurs et écrans de voiture.' },
    {
      date: 'Aujourd’hui',
      title: 'Tous vos écrans protégés',
      text: 'Plus de 95 % des modèles du marché couverts.',
    },
  ],
  quality: {
    title: 'Une qualité contrôlée',
    text: 'Transparence de 99,9 %, dureté 9H, filtre anti-lumière bleue jusqu’à 90 % et angle de confidentialité de 30° de chaque côté : chaque lot est vérifié avant d’être proposé.',
  },
  advantages: [
    { title: 'Sur mesure', text: 'Une découpe précise pour chaque modèle, caméras et capteurs compris.' },
    { title: 'Livraison suivie', text: '{modes de livraison}.' },
    { title: 'Garantie', text: '{durée de garantie} de garantie sur toutes nos protections.' },
  ],
  manufacturing: [
    { title: 'Conception', text: 'Relevé des dimensions exactes de chaque nouvel appareil.' },
    { title: 'Découpe', text: 'Découpe numérique du film hydrogel TPU au micron près.' },
    { title: 'Contrôle', text: 'Inspection visuelle et test d’adhésion de chaque lot.' },
    { title: 'Expédition', text: 'Emballage rigide et expédition le jour même avant 14h30.' },
  ],
}
