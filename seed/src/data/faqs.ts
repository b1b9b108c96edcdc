import type { FaqSeed } from '../types.ts'

/**
 * The 30 questions of the /faq page (spec catalogue §2 "FAQ page"), five per category,
 * in display order. Answers are plain text: the page searches them as typed.
 */
export const faqs: FaqSeed[] = [
  // Installation
  {
    category: 'installation',
    question: 'Comment poser ma protection hydrogel sans faire de bulles ?',
    answer:
      "Nettoyez d'abord l'écran avec la lingette humide puis la lingette sèche fournies, et retirez les dernières poussières avec l'autocollant anti-poussière. Alignez le film sur les bords et les découpes (caméra, haut-parleur), retirez le film de dos puis posez la protection en partant du centre vers les bords à l'aide de la raclette. Retirez enfin le film de transport supérieur : les petites bulles ou micro-points restants disparaissent d'eux-mêmes en 24 à 48 heures.",
  },
  {
    category: 'installation',
    question: 'Combien de temps faut-il pour installer une protection ?',
    answer:
      "Comptez 10 à 15 minutes pour un smartphone, 15 à 20 minutes pour une tablette, 5 à 10 minutes pour une montre connectée et 20 à 30 minutes pour un écran d'ordinateur. Installez-vous dans une pièce peu poussiéreuse et bien éclairée, idéalement une salle de bain après une douche chaude, car la vapeur fait retomber la poussière. Notre guide d'installation détaille chaque étape ; il existe aussi en PDF, à imprimer pour l'avoir sous les yeux pendant la pose.",
  },
  {
    category: 'installation',
    question: "Combien de temps attendre avant d'utiliser normalement mon appareil ?",
    answer:
      "Vous pouvez consulter votre appareil immédiatement après la pose, mais nous recommandons d'attendre 6 heures avant un usage intensif, de remettre une coque ou de nettoyer l'écran. Ce délai permet à l'adhésif du film hydrogel de se fixer parfaitement, en particulier sur les bords incurvés.",
  },
  {
    category: 'installation',
    question: 'Il reste des bulles ou des poussières sous le film, que faire ?',
    answer:
      "Les micro-bulles et le léger voile laissés par l'installation sont normaux avec un film hydrogel et disparaissent en 24 à 48 heures. En cas de poussière visible, soulevez délicatement le coin concerné avec un autocollant anti-poussière, retirez la poussière puis reposez le film en chassant l'air avec la raclette. Si des bulles persistent au-delà de 48 heures, contactez notre service client avec une photo.",
  },
  {
    category: 'installation',
    question: 'Puis-je retirer ou repositionner ma protection ?',
    answer:
      "Dans les premières minutes qui suivent la pose, le film hydrogel peut être soulevé délicatement par un coin et repositionné s'il est mal aligné. Pour le retirer définitivement, décollez-le lentement à partir d'un angle : il ne laisse aucun résidu sur l'écran. Un film retiré perd cependant une partie de son adhérence et ne peut pas être reposé durablement.",
  },

  // Durabilité
  {
    category: 'durabilite',
    question: "Quelle est la durée de vie d'une protection d'écran ?",
    answer:
      'Un film hydrogel HD TPU dure en moyenne 12 à 18 mois, et nos protections anti-espion et anti-lumière bleue 18 à 24 mois grâce à leur couche filtrante plus épaisse. À titre de comparaison, un verre trempé dure généralement 12 à 24 mois. La durée réelle dépend de votre usage : poche avec des clés, coque rabattue, nettoyages fréquents.',
  },
  {
    category: 'durabilite',
    question: 'Les rayures disparaissent-elles vraiment toutes seules ?',
    answer:
      'Oui, pour les micro-rayures du quotidien : le TPU de nos films hydrogel possède une couche auto-réparatrice qui se referme en quelques heures à température ambiante. Les rayures profondes causées par un objet tranchant ne se résorbent pas entièrement, mais elles restent sur le film et épargnent votre écran. Un film très marqué se remplace simplement pour retrouver une visibilité parfaite.',
  },
  {
    category: 'durabilite',
    question: 'Ma protection protège-t-elle mon écran en cas de chute ?',
    answer:
      "Avec ses 0,2 mm d'épaisseur et sa dureté de surface 9H, le film hydrogel absorbe les rayures, les frottements et les petits chocs du quotidien. Il amortit une partie de l'impact lors d'une chute, mais aucune protection souple ne peut garantir l'intégrité de l'écran en cas de choc violent. Pour une protection maximale, associez-le à une coque aux bords relevés.",
  },
  {
    category: 'durabilite',
    question: 'Le film va-t-il jaunir avec le temps ?',
    answer:
      "Nos films sont fabriqués dans un TPU traité anti-UV qui conserve sa transparence de 99,9 % pendant l'essentiel de sa durée de vie. Un très léger changement de teinte peut apparaître après de nombreux mois d'exposition au soleil, ce qui relève de l'usure normale. En revanche, un jaunissement prématuré constaté dans le mois suivant la réception est couvert par notre garantie.",
  },
  {
    category: 'durabilite',
    question: 'Quand faut-il remplacer sa protection ?',
    answer:
      'Remplacez votre protection lorsque les bords commencent à se décoller, lorsque des rayures profondes gênent la lecture ou lorsque le film perd de sa clarté. Pour un film hydrogel, cela intervient généralement après 12 à 18 mois, et après 18 à 24 mois pour les versions anti-espion et anti-lumière bleue. Le retrait est simple et sans résidu, vous pouvez donc poser la nouvelle protection aussitôt.',
  },

  // Types de produits
  {
    category: 'types-produits',
    question: 'Quelle différence entre les protections HD TPU, Blue Light et Anti-espion ?',
    answer:
      "L'Hydrogel HD TPU est un film ultra-transparent (99,9 %) qui protège l'écran sans altérer les couleurs. Le Blue Light TPU filtre jusqu'à 90 % de la lumière bleue émise par l'écran pour réduire la fatigue visuelle. L'Anti-espion TPU limite l'angle de vision à environ 30° de chaque côté, afin que vos voisins ne puissent pas lire votre écran.",
  },
  {
    category: 'types-produits',
    question: "Pourquoi choisir un film hydrogel plutôt qu'un verre trempé ?",
    answer:
      "Le film hydrogel ne mesure que 0,2 mm d'épaisseur, contre environ 0,33 mm pour un verre trempé, et sa souplesse lui permet d'épouser parfaitement les écrans incurvés jusqu'aux bords. Il ne se fissure pas, s'auto-répare des micro-rayures et reste compatible avec la plupart des coques. Le verre trempé offre une sensation plus rigide, mais couvre rarement toute la surface des écrans bombés.",
  },
  {
    category: 'types-produits',
    question: 'Comment fonctionne la protection anti-espion ?',
    answer:
      "Le film anti-espion intègre une micro-grille qui ne laisse passer la lumière que face à l'écran : au-delà d'un angle d'environ 30° de chaque côté, l'affichage devient sombre et illisible. Vous voyez votre écran normalement, avec une luminosité réduite de 10 à 15 % qui se compense en augmentant légèrement la luminosité. C'est la protection idéale dans les transports, en open space ou pour consulter votre banque en public.",
  },
  {
    category: 'types-produits',
    question: "Qu'est-ce que la protection arrière, et peut-on y mettre une photo ?",
    answer:
      "La protection arrière intégrale est un film hydrogel découpé pour le dos de votre appareil : elle le protège des rayures et des traces sans ajouter d'épaisseur. La version avec photo est imprimée avec l'image de votre choix, que vous envoyez au format PNG ou JPEG au moment de la commande. Elle se choisit en option avec n'importe quelle protection d'écran.",
  },
  {
    category: 'types-produits',
    question: 'Pour quels appareils proposez-vous des protections ?',
    answer:
      'Nous couvrons plus de 95 % des modèles du marché : smartphones, tablettes, montres connectées (packs de 6 films), consoles et manettes, ordinateurs portables et écrans de voiture. Chaque film est découpé aux dimensions exactes de votre modèle, découpes des capteurs et de la caméra comprises. Si votre appareil ne figure pas dans le catalogue, écrivez-nous depuis la page contact : nous vérifierons si nous pouvons le réaliser.',
  },

  // Garantie
  {
    category: 'garantie',
    question: 'Quelle est la durée de la garantie ?',
    answer:
      "Toutes nos protections bénéficient d'une garantie commerciale de {durée de garantie} à compter de la réception, avec remplacement gratuit en cas de défaut de fabrication. Cette garantie s'ajoute aux garanties légales de conformité et des vices cachés, qui restent pleinement applicables.",
  },
  {
    category: 'garantie',
    question: "Qu'est-ce qui est couvert par la garantie ?",
    answer:
      "La garantie couvre les défauts de fabrication : décollement spontané des bords, bulles persistant au-delà de 48 heures, jaunissement prématuré, filtre anti-espion ou anti-lumière bleue défectueux, découpe ne correspondant pas au modèle commandé. Sont exclus les dommages dus à une chute, à un choc, à une mauvaise installation ou à l'usage de produits chimiques. En cas de doute, envoyez-nous une photo : nous étudions chaque demande.",
  },
  {
    category: 'garantie',
    question: 'Comment faire une demande de garantie ?',
    answer:
      "Rendez-vous sur la page Garantie et remplissez le formulaire de réclamation avec votre numéro de commande (MBP-...), le produit concerné et une description du problème, photos à l'appui. Notre équipe évalue votre demande sous 48 heures ouvrables. Si le défaut est confirmé, nous expédions gratuitement le remplacement, livraison comprise, ou vous remboursons sous 5 jours ouvrés : au plus tard 7 jours ouvrés après votre demande.",
  },
  {
    category: 'garantie',
    question: 'Le remplacement sous garantie est-il vraiment gratuit ?',
    answer:
      "Oui : lorsqu'un défaut de fabrication est constaté pendant la période de garantie, la protection de remplacement et sa livraison sont entièrement gratuites. Dans la plupart des cas, une photo du défaut suffit à notre équipe pour valider la demande. Le nouveau film vous est expédié avec la livraison standard offerte.",
  },
  {
    category: 'garantie',
    question: 'Ma protection est abîmée après une chute, suis-je couvert ?',
    answer:
      "Les dommages causés par une chute, un choc ou une rayure profonde relèvent de l'usure ou d'un accident et ne sont pas couverts par la garantie. C'est justement le rôle du film d'encaisser ces dégâts à la place de votre écran. Vous pouvez commander une nouvelle protection pour votre modèle à tout moment, avec livraison gratuite.",
  },

  // Commande & Livraison
  {
    category: 'commande-livraison',
    question: 'Quels sont les délais et frais de livraison ?',
    answer:
      "La livraison standard est gratuite sur toutes les commandes et prend 2 à 3 jours ouvrés. La livraison express, à 9,99 €, arrive le jour ouvré suivant pour toute commande passée avant 14h30. Nous livrons en France métropolitaine, Corse comprise ; l'outre-mer n'est pas desservi pour le moment.",
  },
  {
    category: 'commande-livraison',
    question: 'Quand ma commande est-elle expédiée ?',
    answer:
      "Toute commande passée et payée avant 14h30 un jour ouvré est expédiée le jour même. Les commandes passées après 14h30, le week-end ou un jour férié partent le jour ouvré suivant. Vous recevez un e-mail avec votre numéro de suivi dès l'expédition.",
  },
  {
    category: 'commande-livraison',
    question: 'Comment suivre ma commande ?',
    answer:
      "Rendez-vous sur la page Suivi de commande (/suivi) et saisissez votre numéro de commande, qui commence par MBP- et figure dans l'e-mail de confirmation, ainsi que l'adresse e-mail utilisée lors de l'achat. Vous y retrouverez l'état de votre commande, le transporteur et la date de livraison estimée. Si vous avez un compte, vos commandes sont aussi consultables dans l'espace Mes commandes.",
  },
  {
    category: 'commande-livraison',
    question: 'Quels moyens de paiement acceptez-vous ?',
    answer:
      'Vous pouvez régler par {moyens de paiement}, sur la page de paiement sécurisée de notre prestataire Stripe (connexion chiffrée, norme PCI DSS).',
  },
  {
    category: 'commande-livraison',
    question: 'Puis-je retourner un produit et être remboursé ?',
    answer:
      "Oui, vous disposez de 14 jours à compter de la réception pour exercer votre droit de rétractation, sans avoir à vous justifier, depuis la page Droit de rétractation ou en nous écrivant. Le produit doit nous être renvoyé dans son emballage d'origine ; les frais de retour restent à votre charge, sauf si le produit est défectueux. Le remboursement intervient dans un délai maximum de 14 jours, avec le moyen de paiement utilisé lors de l'achat.",
  },

  // Utilisation
  {
    category: 'utilisation',
    question: "La protection réduit-elle la sensibilité tactile de l'écran ?",
    answer:
      "Non : avec seulement 0,2 mm d'épaisseur, le film hydrogel conserve une sensibilité tactile identique à celle de l'écran nu, y compris pour les gestes rapides et les jeux. Il est également compatible avec les stylets actifs comme l'Apple Pencil ou le S Pen. Si l'écran vous semble moins réactif juste après la pose, attendez les 6 heures de fixation de l'adhésif.",
  },
  {
    category: 'utilisation',
    question: "Le lecteur d'empreintes et la reconnaissance faciale fonctionnent-ils toujours ?",
    answer:
      "Oui, nos films sont compatibles avec les lecteurs d'empreintes sous l'écran, optiques comme ultrasoniques, ainsi qu'avec Face ID et la reconnaissance faciale, dont les capteurs restent dégagés grâce à une découpe précise. Pour une reconnaissance optimale, nous conseillons d'enregistrer à nouveau votre empreinte une fois le film posé. Pensez aussi à activer l'option de sensibilité tactile accrue si votre téléphone la propose.",
  },
  {
    category: 'utilisation',
    question: 'Ma protection est-elle compatible avec une coque ?',
    answer:
      "Oui : nos films sont découpés légèrement en retrait des bords de l'écran afin de laisser la place à la grande majorité des coques, y compris les modèles à rebords. Après la pose, attendez 6 heures avant de remettre votre coque pour que les bords adhèrent parfaitement. Une coque trop serrée qui appuie sur le film peut en revanche soulever ses bords.",
  },
  {
    category: 'utilisation',
    question: 'Comment nettoyer mon écran protégé ?',
    answer:
      "Utilisez un chiffon microfibre sec ou très légèrement humidifié à l'eau, en effectuant des mouvements doux. Évitez les produits à base d'alcool, d'ammoniaque ou de solvants, ainsi que les essuie-tout abrasifs, qui peuvent altérer le traitement de surface du film. Pendant les premières heures suivant la pose, évitez simplement d'appuyer fortement sur les bords du film.",
  },
  {
    category: 'utilisation',
    question: "Le film anti-lumière bleue modifie-t-il les couleurs de l'écran ?",
    answer:
      "Le filtre anti-lumière bleue, qui bloque jusqu'à 90 % des rayons bleus, donne une teinte légèrement plus chaude à l'affichage, à peine perceptible au quotidien. Il est donc moins adapté à la retouche photo ou au travail précis des couleurs, pour lesquels nous recommandons l'Hydrogel HD TPU. Pour un confort visuel maximal le soir, vous pouvez le combiner avec le mode nuit de votre appareil.",
  },
]
