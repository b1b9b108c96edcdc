import type { FaqSeed } from '../types.ts'

/**
 * The FAQs of the service pages (spec catalogue-and-content §2): warranty 8, delivery 4, returns
 * 4, about 5, withdrawal 5, installation guide 5. Same collection as the /faq page, by page.
 */
const entries = (page: NonNullable<FaqSeed['page']>, items: [string, string][]): FaqSeed[] =>
  items.map(([question, answer]) => ({ page, question, answer }))

export const pageFaqs: FaqSeed[] = [
  ...entries('garantie', [
    [
      'Quelle est la durée de la garantie ?',
      'Toutes nos protections sont garanties {durée de garantie} à compter de leur réception, quel que soit le type de produit.',
    ],
    [
      'Que couvre la garantie ?',
      'Les défauts de fabrication : décollement, bulles persistantes après 48 heures, jaunissement prématuré ou filtre inefficace.',
    ],
    [
      'Comment faire une réclamation ?',
      'Ouvrez le formulaire de réclamation de cette page, indiquez votre numéro de commande, décrivez le problème et joignez des photos.',
    ],
    ['Combien de temps dure l’évaluation ?', 'Notre équipe étudie chaque demande sous 48 heures ouvrables.'],
    [
      'Sous quel délai suis-je remplacé ou remboursé ?',
      'Dès que la garantie est confirmée (sous 48 heures ouvrables), nous expédions gratuitement le remplacement, livraison comprise, ou vous remboursons sous 5 jours ouvrés : au plus tard 7 jours ouvrés après votre demande.',
    ],
    [
      'Dois-je renvoyer la protection défectueuse ?',
      'Non, des photos suffisent dans la plupart des cas. Nous vous le dirons si un retour est nécessaire.',
    ],
    [
      'La garantie couvre-t-elle une mauvaise pose ?',
      'Non, mais notre guide d’installation et notre service client vous aident à réussir la pose.',
    ],
    [
      'Puis-je prolonger la garantie ?',
      'Non, nous ne proposons pas d’extension : la garantie commerciale de {durée de garantie} s’ajoute aux garanties légales de conformité et des vices cachés, qui restent dues.',
    ],
  ]),
  ...entries('livraison', [
    ['Quels sont les délais de livraison ?', '{modes de livraison}. La date estimée s’affiche avant la validation de la commande.'],
    ['Combien coûte la livraison ?', '{modes de livraison}.'],
    ['Quand ma commande est-elle expédiée ?', 'Les commandes passées avant 14h30 un jour ouvré partent le jour même.'],
    [
      'Comment suivre mon colis ?',
      'Avec le numéro de suivi reçu par e-mail, ou sur la page Suivi de commande avec votre numéro de commande et votre e-mail.',
    ],
  ]),
  ...entries('retours', [
    ['De combien de temps ai-je pour retourner un produit ?', 'Vous disposez de 14 jours à compter de la réception de votre commande.'],
    ['Qui paie les frais de retour ?', 'Les frais de retour sont à votre charge, sauf si le produit présente un défaut avéré.'],
    [
      'Quand suis-je remboursé ?',
      'Au plus tard 14 jours après votre rétractation (nous pouvons attendre d’avoir reçu le produit ou la preuve de son expédition) ; en pratique sous 48 heures après réception et vérification du retour, puis 3 à 7 jours bancaires selon votre banque.',
    ],
    [
      'Puis-je retourner une protection déjà posée ?',
      "Oui, dans les 14 jours : la pose n'exclut pas le droit de rétractation, mais un film posé puis retiré ne peut plus être revendu et le remboursement peut être réduit de cette dépréciation. En cas de défaut, notre garantie prévoit un remplacement gratuit.",
    ],
  ]),
  ...entries('about', [
    [
      'Où sont fabriquées vos protections ?',
      'Nos films hydrogel TPU sont découpés sur mesure et contrôlés avant expédition depuis la France.',
    ],
    ['Depuis quand existe la boutique ?', 'Ma Boutique Protection vend en ligne depuis décembre 2024.'],
    [
      'Quels appareils couvrez-vous ?',
      'Smartphones, tablettes, montres connectées, consoles et manettes, ordinateurs portables et écrans de voiture.',
    ],
    ['Vendez-vous aux professionnels ?', 'Oui, les entreprises commandent comme les particuliers et règlent par {moyens de paiement}.'],
    ['Comment vous contacter ?', 'Par le formulaire de la page Contact ou par e-mail : nous répondons {délai de réponse}.'],
  ]),
  ...entries('retractation', [
    [
      'Quel est le délai pour me rétracter ?',
      '14 jours calendaires à compter de la réception de votre commande, prolongés au jour ouvrable suivant s’ils finissent un samedi, un dimanche ou un jour férié. Le plus simple : le bouton « Se rétracter du contrat ici ».',
    ],
    [
      'Dois-je justifier ma décision de me rétracter ?',
      "Non. Le droit de rétractation s'exerce sans avoir à donner de motif. Le formulaire vous propose d'indiquer une raison pour nous aider à nous améliorer, mais ce champ est facultatif.",
    ],
    [
      "Puis-je me rétracter si j'ai déjà posé ma protection ?",
      "Oui, la pose n'exclut pas le droit de rétractation. En revanche, un film posé puis retiré perd son adhérence et ne peut plus être revendu : le remboursement peut être réduit à hauteur de cette dépréciation. Si le film présente un défaut, utilisez plutôt notre garantie, qui prévoit un remplacement gratuit.",
    ],
    [
      'Qui paie les frais de retour ?',
      'Les frais de retour sont à votre charge, sauf si le produit reçu est défectueux ou ne correspond pas à votre commande : dans ce cas, ils sont pris en charge par Ma Boutique Protection.',
    ],
    [
      'Quand serai-je remboursé ?',
      "Au plus tard 14 jours après que vous nous avez informés de votre décision, ce délai pouvant être différé jusqu'à la réception du produit ou de votre preuve d'expédition. Le remboursement est effectué avec le moyen de paiement utilisé lors de l'achat ; pour une carte bancaire, comptez ensuite 3 à 5 jours ouvrés.",
    ],
  ]),
  ...entries('guide-installation', [
    ['Combien de temps faut-il pour poser une protection ?', 'De 5 à 10 minutes pour une montre à 20 à 30 minutes pour un ordinateur.'],
    [
      'Que faire s’il reste des bulles ?',
      'Les micro-bulles disparaissent en 24 à 48 heures. Les grosses bulles se chassent vers le bord avec la raclette.',
    ],
    [
      'Puis-je reposer une protection mal alignée ?',
      'Décollez-la doucement par un coin tout de suite après la pose ; au-delà, le film perd son adhérence.',
    ],
    ['Quand utiliser normalement mon appareil ?', 'Attendez 6 heures avant un usage intensif ou la pose d’une coque.'],
    ['La protection est-elle compatible avec les coques ?', 'Oui, nos découpes laissent la place aux coques de protection classiques.'],
  ]),
]
