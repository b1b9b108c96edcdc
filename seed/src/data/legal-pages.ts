import { sessionMaxAgeMs } from '@shop/domain/auth'
import { consentLifetimeMonths } from '@shop/domain/cookie-consent'
import { inactiveAccountYears, inactivityNoticeDays } from '@shop/domain/inactive-accounts'
import { withdrawalFormPath } from '@shop/domain/withdrawal'

import type { LegalPageSeed } from '../types.ts'

import { siteSettings } from './site-settings.ts'

/**
 * The five legal pages (spec catalogue §2 "Legal pages" and §9). Section anchors follow
 * `legalPageAnchors` from @shop/domain/catalogue, in the same order.
 */

/** Markdown written indented in the source: strips the common indentation and the outer blank lines. */
function md(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  const raw = strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), '')
  const lines = raw
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n')
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length))
  return lines.map((line) => line.slice(indent).trimEnd()).join('\n')
}

const lastUpdated = '2025-05-22'
const company = siteSettings.legalName
const shop = siteSettings.shopName
const contactEmail = siteSettings.email
const supportEmail = siteSettings.supportEmail
const { street, postalCode, city, country } = siteSettings.address
const postalAddress = `${street}, ${postalCode} ${city}, ${country}`
const rcs = siteSettings.rcs
const siret = siteSettings.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')
const vatNumber = siteSettings.vatNumber
const sessionDays = sessionMaxAgeMs / (24 * 60 * 60 * 1000)

const conditionsGenerales: LegalPageSeed = {
  slug: 'conditions-generales',
  title: "Conditions générales de vente et d'utilisation",
  summary:
    "Les présentes conditions encadrent l'utilisation du site Ma Boutique Protection et la vente à distance de nos protections d'écran. Elles précisent notamment les modalités de commande, de paiement et de livraison, votre droit de rétractation et les garanties dont vous bénéficiez.",
  lastUpdated,
  sections: [
    {
      anchor: 'preambule',
      title: 'Préambule',
      markdown: md`
        Les présentes conditions générales de vente et d'utilisation (ci-après les « Conditions générales ») sont conclues entre la société **${company}**, société par actions simplifiée au capital de 1 000 euros, immatriculée au ${rcs}, dont le siège social est situé ${postalAddress} (ci-après « ${shop} » ou « nous »), et toute personne qui navigue sur le site ou y passe commande (ci-après le « Client »).

        Depuis décembre 2024, ${shop} commercialise en ligne des protections d'écran en TPU hydrogel (versions HD, anti-lumière bleue et anti-espion) ainsi que des films de protection arrière pour smartphones, tablettes, montres connectées, consoles et manettes, ordinateurs portables et écrans de voiture.

        Les Conditions générales applicables sont celles en vigueur à la date de la commande. Elles sont accessibles à tout moment sur le site et peuvent être imprimées ou enregistrées. Le Client reconnaît en avoir pris connaissance avant de passer commande ; la validation de la commande vaut acceptation pleine et entière de celles-ci.
      `,
    },
    {
      anchor: 'definitions',
      title: 'Définitions',
      markdown: md`
        Dans les présentes Conditions générales, les termes suivants ont la signification indiquée ci-dessous :

        - **Site** : la boutique en ligne ${shop} et l'ensemble de ses pages ;
        - **Utilisateur** : toute personne qui navigue sur le Site, qu'elle passe commande ou non ;
        - **Client** : toute personne physique âgée d'au moins 18 ans agissant à des fins non professionnelles (le « consommateur »), ou toute personne physique ou morale agissant à des fins professionnelles (le « professionnel »), qui passe commande sur le Site ;
        - **Produits** : les protections d'écran, films de protection arrière et packs proposés à la vente sur le Site ;
        - **Commande** : la demande d'achat de Produits validée et payée par le Client, identifiée par un numéro au format MBP-JJMMAAAA-NNNN ;
        - **Compte** : l'espace personnel du Client, protégé par un identifiant et un mot de passe ;
        - **Jour ouvré** : du lundi au vendredi, à l'exception des jours fériés.
      `,
    },
    {
      anchor: 'objet',
      title: "Objet et champ d'application",
      markdown: md`
        Les Conditions générales ont pour objet de définir les droits et obligations des parties dans le cadre de l'utilisation du Site et de la vente à distance des Produits. Elles s'appliquent à l'exclusion de toutes autres conditions, notamment celles du Client.

        L'accès au Site est gratuit pour tout Utilisateur disposant d'un accès à internet ; les frais de connexion restent à sa charge. Certaines fonctionnalités, comme le suivi des commandes dans l'espace « Mes commandes » ou la gestion du profil, nécessitent la création d'un Compte. L'Utilisateur s'engage à fournir des informations exactes et à jour, et à garder ses identifiants confidentiels : toute action réalisée depuis son Compte est réputée effectuée par lui.

        L'Utilisateur s'interdit toute utilisation du Site contraire à la loi, à l'ordre public ou aux présentes, notamment toute tentative d'accès frauduleux, d'extraction massive de contenus ou d'atteinte au bon fonctionnement du Site. En cas de manquement, ${shop} peut suspendre ou supprimer le Compte concerné.

        Conformément à l'article L111-1 du Code de la consommation, les caractéristiques essentielles de chaque Produit (modèle compatible, type de film, épaisseur, options) sont présentées sur sa fiche. Les photographies et illustrations sont aussi fidèles que possible mais n'ont pas de valeur contractuelle.
      `,
    },
    {
      anchor: 'commandes',
      title: 'Commandes',
      markdown: md`
        Pour passer commande, le Client doit être âgé d'au moins **18 ans** et disposer de la pleine capacité juridique. La Commande se déroule selon les étapes suivantes :

        - choix du modèle d'appareil, du type de protection et des options éventuelles (protection arrière, photo personnalisée) ;
        - vérification du contenu du panier et identification du Client ;
        - saisie ou vérification de l'adresse de livraison et choix du mode de livraison ;
        - vérification du récapitulatif et paiement sur la page sécurisée de notre prestataire de paiement.

        Conformément à l'article 1127-2 du Code civil, le Client peut vérifier le détail de sa Commande et son prix total, et corriger d'éventuelles erreurs, avant de la confirmer. Il lui appartient de sélectionner le modèle d'appareil exact pour lequel la protection est destinée.

        **La Commande n'est définitive qu'après confirmation du paiement.** ${shop} adresse alors au Client un e-mail de confirmation récapitulant le numéro de Commande, les Produits, le prix total et le mode de livraison choisi. Les données enregistrées par ${shop} constituent la preuve des transactions conclues avec le Client.

        Le Client peut annuler sa Commande sans frais **uniquement tant qu'elle n'a pas été expédiée**, en contactant le service client depuis la page /contact avec son numéro de Commande. Une fois la Commande expédiée, elle ne peut plus être annulée, mais le Client consommateur conserve son droit de rétractation.

        ${shop} se réserve le droit de refuser ou d'annuler toute Commande en cas de litige antérieur avec le Client, de suspicion de fraude ou d'image personnalisée au contenu manifestement illicite. Le Client en est informé et, le cas échéant, intégralement remboursé.
      `,
    },
    {
      anchor: 'prix',
      title: 'Prix et paiement',
      markdown: md`
        Les prix des Produits sont indiqués en euros, **toutes taxes comprises** (TVA française en vigueur au jour de la Commande), **hors frais de livraison** éventuels, qui sont indiqués avant la validation de la Commande. ${shop} peut modifier ses prix à tout moment ; les Produits sont facturés sur la base du tarif en vigueur au moment de la validation de la Commande.

        Les moyens de paiement acceptés sont {moyens de paiement}, sur la page de paiement sécurisée de notre prestataire Stripe.

        Les paiements sont traités par Stripe, prestataire certifié PCI DSS, via une connexion chiffrée (TLS). ${shop} n'a jamais accès aux données complètes de votre carte et ne les conserve pas. Le compte du Client est débité lors de la validation de la Commande.
      `,
    },
    {
      anchor: 'livraison',
      title: 'Livraison',
      markdown: md`
        Les Produits sont livrés à l'adresse indiquée par le Client lors de la Commande, en France métropolitaine, Corse comprise ; les départements et collectivités d'outre-mer, Monaco et l'étranger ne sont pas desservis. Les modes de livraison proposés, leur prix et leur délai, en jours ouvrés, sont ceux présentés sur la page Livraison et retours (/livraison) et lors de la Commande.

        Le prix du mode choisi et la période de livraison estimée (dates, en jours ouvrés) sont affichés avant la validation de la Commande et rappelés dans l'e-mail de confirmation. Les délais courent à compter de l'expédition ; les Commandes validées avant 14h30 un jour ouvré sont expédiées le jour même. En tout état de cause, et conformément à l'article L216-1 du Code de la consommation, les Produits sont livrés au plus tard dans un délai de 30 jours à compter de la conclusion du contrat.

        En cas de dépassement de la date ou du délai de livraison, le Client peut, après avoir enjoint ${shop} d'effectuer la livraison dans un délai supplémentaire raisonnable, résoudre le contrat par lettre recommandée avec demande d'avis de réception ou par un écrit sur un autre support durable, si la livraison n'est pas intervenue dans ce délai (article L216-6 du Code de la consommation). Les sommes versées sont alors remboursées au plus tard dans les 14 jours suivant la résolution.

        Le transfert des risques de perte ou d'endommagement intervient au moment où le Client, ou un tiers désigné par lui, prend physiquement possession des Produits. Le Client est invité à vérifier son colis à réception et à **signaler tout dommage, produit manquant ou erreur dans les 48 heures**, depuis la page /contact et photos à l'appui, afin de faciliter les recours auprès du transporteur. Ce signalement ne prive pas le Client des garanties légales décrites ci-après.
      `,
    },
    {
      anchor: 'retractation',
      title: 'Droit de rétractation',
      markdown: md`
        Conformément aux articles L221-18 et suivants du Code de la consommation, le Client consommateur dispose d'un délai de **14 jours à compter de la réception des Produits** pour exercer son droit de rétractation, sans avoir à motiver sa décision ni à supporter d'autres coûts que les frais de retour.

        Pour exercer ce droit, le Client notifie sa décision avant l'expiration du délai, au moyen du formulaire disponible sur la page /retractation, du modèle de formulaire de rétractation ou de toute autre déclaration dénuée d'ambiguïté adressée par e-mail à ${supportEmail} ou par courrier. Il renvoie ensuite les Produits **dans les 14 jours suivant la communication de sa décision**. Les frais directs de retour sont à la charge du Client, sauf si le Produit est défectueux ou ne correspond pas à la Commande.

        ${shop} rembourse la totalité des sommes versées, y compris les frais de livraison initiaux (en totalité, supplément de livraison express compris), **dans un délai de 14 jours** à compter du jour où elle est informée de la décision de rétractation. Ce remboursement peut être différé jusqu'à la récupération des Produits ou jusqu'à la fourniture d'une preuve de leur expédition, la date retenue étant celle du premier de ces faits. Il est effectué avec le même moyen de paiement que celui utilisé pour la Commande, sans frais pour le Client. Lorsque le Client ne se rétracte que pour une partie des Produits de la Commande, ${shop} rembourse le prix payé pour ces Produits ; les frais de livraison, communs à toute la Commande, ne sont remboursés qu'en cas de rétractation de toute la Commande.

        Le droit de rétractation ne peut pas être exercé pour les biens confectionnés selon les spécifications du Client ou nettement personnalisés, notamment les protections arrière imprimées avec une photo fournie par le Client (article L221-28 du Code de la consommation). La responsabilité du Client peut être engagée en cas de dépréciation des Produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement, par exemple lorsqu'un film a été posé puis retiré. Les modalités détaillées figurent sur la page /retractation.
      `,
    },
    {
      anchor: 'garanties',
      title: 'Garanties',
      markdown: md`
        **Garanties légales.** Indépendamment de la garantie commerciale décrite ci-dessous, ${shop} reste tenue de la garantie légale de conformité prévue aux articles L217-3 et suivants du Code de la consommation et de la garantie des vices cachés prévue aux articles 1641 à 1649 du Code civil.

        Le consommateur dispose d'un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d'apparition d'un défaut de conformité. Durant ce délai, le consommateur n'est tenu d'établir que l'existence du défaut de conformité et non la date d'apparition de celui-ci. La garantie légale de conformité emporte obligation pour le professionnel de réparer ou de remplacer le bien dans un délai de trente jours suivant la demande du consommateur, sans frais et sans inconvénient majeur pour lui ; à défaut, le consommateur peut obtenir une réduction du prix ou la résolution du contrat. Le professionnel qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d'un montant maximal de 300 000 euros, qui peut être porté jusqu'à 10 % du chiffre d'affaires moyen annuel (article L241-5 du Code de la consommation).

        Au titre de la garantie des vices cachés, le Client peut agir dans un délai de deux ans à compter de la découverte du vice et choisir entre la résolution de la vente et une réduction du prix (articles 1644 et 1648 du Code civil).

        **Garantie commerciale de {durée de garantie}.** En complément, ${company}, dont le siège est situé ${postalAddress}, garantit tous ses Produits contre les défauts de fabrication pendant **{durée de garantie} à compter de leur réception**, sur l'ensemble de ses zones de livraison. Sont notamment couverts le décollement spontané des bords, les bulles persistant au-delà de 48 heures, le jaunissement prématuré, le défaut d'un filtre anti-espion ou anti-lumière bleue et une découpe ne correspondant pas au modèle commandé. Pendant cette durée, le Client est dispensé d'apporter la preuve de l'origine du défaut : une description et une photo suffisent. La garantie donne lieu au **remplacement gratuit** du Produit, livraison comprise, ou à son remboursement si le remplacement est impossible.

        Sont exclus de la garantie commerciale les dommages résultant d'une chute, d'un choc, d'une installation ne respectant pas le guide fourni, d'une utilisation anormale, de l'emploi de produits chimiques ou de l'usure normale. La demande s'effectue au moyen du formulaire de réclamation de la page /garantie : elle est évaluée sous 48 heures ouvrables et, si le défaut est confirmé, le remplacement est expédié gratuitement, livraison comprise, ou le remboursement effectué sous 5 jours ouvrés, soit au plus tard 7 jours ouvrés (du lundi au vendredi, jours fériés exceptés) après la demande, et en tout état de cause dans les trente jours de l'article L217-10 du Code de la consommation.
      `,
    },
    {
      anchor: 'donnees',
      title: 'Données personnelles',
      markdown: md`
        ${company} collecte et traite, en qualité de responsable de traitement, les données personnelles nécessaires à la gestion des Comptes, au traitement et à la livraison des Commandes, au service après-vente et, avec l'accord du Client, à l'envoi d'offres commerciales. Ces traitements sont réalisés conformément au Règlement (UE) 2016/679 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés.

        Le Client dispose d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de définir des directives relatives au sort de ses données après son décès. Il peut exercer ces droits par e-mail à ${contactEmail} ou par courrier à l'adresse du siège, et introduire une réclamation auprès de la CNIL.

        Le Client qui ne souhaite pas faire l'objet de prospection commerciale par voie téléphonique peut s'inscrire gratuitement sur la liste d'opposition au démarchage téléphonique Bloctel. Les finalités, durées de conservation et destinataires des données sont détaillés dans la politique de confidentialité (/politique-confidentialite) et l'usage des cookies dans la politique de cookies (/cookies).
      `,
    },
    {
      anchor: 'propriete',
      title: 'Propriété intellectuelle',
      markdown: md`
        L'ensemble des éléments du Site (textes, logos, marques, photographies, vidéos, illustrations, guides d'installation, logiciels et bases de données) est protégé par le Code de la propriété intellectuelle et appartient à ${shop} ou à ses partenaires. Toute reproduction, représentation, adaptation ou extraction, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.

        Les marques et noms de modèles des fabricants d'appareils (par exemple Apple, Samsung, Nintendo ou Tesla) sont cités uniquement pour indiquer la compatibilité des Produits. Ils restent la propriété de leurs titulaires respectifs, et ${shop} n'est ni affiliée ni partenaire de ces fabricants.

        Lorsque le Client transmet une image pour une protection arrière personnalisée, il garantit détenir l'ensemble des droits nécessaires sur celle-ci (droits d'auteur, droit à l'image des personnes représentées) et que son contenu n'est pas illicite. Il concède à ${shop} le droit de la reproduire à la seule fin d'exécuter sa Commande, et la garantit contre toute réclamation d'un tiers à ce titre.
      `,
    },
    {
      anchor: 'responsabilite',
      title: 'Responsabilité',
      markdown: md`
        Conformément à l'article L221-15 du Code de la consommation, ${shop} est responsable de plein droit à l'égard du Client consommateur de la bonne exécution des obligations résultant du contrat conclu à distance. Elle peut toutefois s'exonérer de tout ou partie de sa responsabilité en apportant la preuve que l'inexécution ou la mauvaise exécution du contrat est imputable au Client, au fait imprévisible et insurmontable d'un tiers, ou à un cas de force majeure.

        À ce titre, la responsabilité de ${shop} ne saurait être engagée notamment en cas :

        - d'erreur du Client dans le choix du modèle d'appareil, celui-ci conservant la faculté d'exercer son droit de rétractation ;
        - d'installation ne respectant pas le guide d'installation fourni ;
        - de dommage subi par l'appareil lors d'une chute ou d'un choc, la protection réduisant les risques sans pouvoir les supprimer ;
        - d'interruption temporaire du Site pour maintenance ou de dysfonctionnement du réseau internet, ou du contenu de sites tiers vers lesquels le Site renvoie.

        Pour les clients professionnels, et sauf faute lourde ou dolosive, la responsabilité de ${shop} est limitée au montant de la Commande concernée et exclut les dommages indirects, tels que la perte d'exploitation ou de chiffre d'affaires.
      `,
    },
    {
      anchor: 'force-majeure',
      title: 'Force majeure',
      markdown: md`
        Aucune des parties ne pourra être tenue responsable d'un manquement à ses obligations résultant d'un cas de force majeure au sens de l'article 1218 du Code civil, c'est-à-dire d'un événement échappant à son contrôle, qui ne pouvait être raisonnablement prévu lors de la conclusion du contrat et dont les effets ne peuvent être évités par des mesures appropriées.

        Peuvent notamment constituer des cas de force majeure les catastrophes naturelles, incendies, inondations, épidémies, grèves externes, interruptions des réseaux de transport ou de télécommunication, cyberattaques et décisions des autorités publiques.

        La partie qui invoque un cas de force majeure doit en informer l'autre partie par écrit **dans un délai de 7 jours** à compter de sa survenance. L'exécution des obligations concernées est alors suspendue pendant toute la durée de l'événement.

        Si l'empêchement se prolonge **au-delà de 15 jours**, le Client peut annuler sa Commande par écrit, sans pénalité ; les sommes déjà versées lui sont alors remboursées dans un délai de 14 jours.
      `,
    },
    {
      anchor: 'litiges',
      title: 'Droit applicable et litiges',
      markdown: md`
        Les présentes Conditions générales sont soumises au droit français. Elles sont rédigées en langue française, qui fait seule foi.

        En cas de difficulté, le Client est invité à contacter d'abord le service client par e-mail à ${supportEmail} ou depuis la page /contact, afin de rechercher une solution amiable. Nous répondons à toute réclamation {délai de réponse}.

        Conformément aux articles L611-1 et suivants et L612-1 du Code de la consommation, le Client consommateur peut recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable du litige qui l'oppose à ${shop}. Le médiateur ne peut être saisi qu'après une réclamation écrite préalable adressée à ${shop} restée sans réponse ou sans solution satisfaisante, et au plus tard un an après cette réclamation. ${shop} adhère à un dispositif de médiation de la consommation référencé par la Commission d'évaluation et de contrôle de la médiation de la consommation (CECMC) : le médiateur compétent est {médiateur}.

        À défaut de résolution amiable, le litige est porté devant la juridiction compétente : le consommateur peut saisir, à son choix, outre l'une des juridictions territorialement compétentes en vertu du Code de procédure civile, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation). Pour les clients professionnels, compétence exclusive est attribuée aux tribunaux du ressort de la cour d'appel de Paris.
      `,
    },
    {
      anchor: 'mentions',
      title: 'Mentions légales',
      markdown: md`
        Le Site est édité par la société suivante :

        - **Raison sociale** : ${company}, société par actions simplifiée ;
        - **Capital social** : 1 000 euros ;
        - **Siège social** : ${postalAddress} ;
        - **Immatriculation** : ${rcs} ;
        - **N° de TVA intracommunautaire** : ${vatNumber} ;
        - **Contact** : ${contactEmail}, téléphone {téléphone} ;
        - **Directeur de la publication** : {directeur de la publication} ;
        - **Hébergeur** : {hébergeur} ;
        - **Médiateur de la consommation** : {médiateur}.

        Les informations relatives à la propriété intellectuelle et aux conditions d'utilisation du Site figurent dans les mentions légales (/mentions-legales).
      `,
    },
  ],
}

const politiqueConfidentialite: LegalPageSeed = {
  slug: 'politique-confidentialite',
  title: 'Politique de confidentialité',
  summary:
    'Cette politique explique quelles données personnelles Ma Boutique Protection collecte lorsque vous utilisez le site ou passez commande, pourquoi et combien de temps nous les conservons, à qui elles sont transmises et comment exercer vos droits.',
  lastUpdated,
  version: '2.0',
  sections: [
    {
      anchor: 'collecte',
      title: 'Données collectées',
      markdown: md`
        Le responsable du traitement de vos données personnelles est **${company}**, SAS au capital de 1 000 euros, ${rcs}, dont le siège social est situé ${postalAddress}.

        Nous collectons les données que vous nous transmettez directement lorsque vous créez un compte, passez commande, remplissez un formulaire (contact, réclamation au titre de la garantie, rétractation, suivi de commande) ou vous inscrivez à notre newsletter, ainsi que certaines données générées par votre navigation :

        - **Données d'identification et de contact** : nom, prénom, adresse e-mail, adresse postale, numéro de téléphone (facultatif) ;
        - **Données de compte** : identifiant, mot de passe stocké sous forme chiffrée, préférences ;
        - **Données de commande** : produits commandés, modèle de votre appareil, montants, numéro de commande (MBP-...), historique d'achats et, le cas échéant, la photo transmise pour une protection arrière personnalisée ;
        - **Données de paiement** : référence et statut de la transaction ; les données complètes de votre carte sont saisies exclusivement sur la page sécurisée de notre prestataire de paiement ;
        - **Données de correspondance** : contenu de vos messages, réclamations et demandes de rétractation ;
        - **Données de navigation** : l'adresse IP de votre connexion, utilisée pour sécuriser le site (limitation des tentatives de connexion) ; les pages consultées, comptées sans identifiant si vous acceptez la mesure d'audience.

        Les informations indispensables au traitement de votre demande sont signalées comme obligatoires dans les formulaires ; à défaut, nous ne pourrions pas y donner suite.
      `,
    },
    {
      anchor: 'finalites',
      title: 'Finalités du traitement',
      markdown: md`
        Vos données sont traitées pour les finalités suivantes :

        - création et gestion de votre compte client ;
        - traitement, paiement, préparation, expédition et suivi de vos commandes, et établissement des factures ;
        - gestion du service après-vente : garanties, rétractations, retours et réclamations ;
        - réponse à vos demandes adressées via nos formulaires ou par e-mail ;
        - envoi de la newsletter et d'offres commerciales ;
        - prévention de la fraude et sécurisation du site et des paiements ;
        - mesure d'audience, avec votre accord, et statistiques internes, sans identifiant ;
        - respect de nos obligations légales, comptables et fiscales, et gestion des éventuels litiges.

        Nous ne prenons aucune décision fondée exclusivement sur un traitement automatisé produisant des effets juridiques vous concernant au sens de l'article 22 du RGPD.
      `,
    },
    {
      anchor: 'base-legale',
      title: 'Bases légales',
      markdown: md`
        Chaque traitement repose sur l'une des bases légales prévues à l'article 6 du RGPD :

        - **Exécution du contrat** : gestion de votre compte, de vos commandes, de la livraison, du service après-vente et des garanties ;
        - **Obligation légale** : facturation et comptabilité, mise en œuvre des garanties légales et du droit de rétractation, réponse aux demandes d'exercice de vos droits ;
        - **Intérêt légitime** : prévention de la fraude, sécurité du site, statistiques internes, amélioration de nos services et prospection de nos clients pour des produits analogues à ceux déjà achetés (article L34-5 du Code des postes et des communications électroniques) ;
        - **Consentement** : newsletter pour les personnes qui ne sont pas clientes, mesure d'audience.

        Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment, sans que cela remette en cause la licéité du traitement effectué avant ce retrait. Vous pouvez vous opposer à tout moment, et sans motif, à la prospection commerciale, notamment grâce au lien de désinscription présent dans chacun de nos e-mails.
      `,
    },
    {
      anchor: 'destinataires',
      title: 'Destinataires des données',
      markdown: md`
        Vos données sont destinées aux seuls membres habilités de notre équipe, dans la limite de leurs attributions. Elles peuvent être transmises à nos sous-traitants, qui agissent sur nos instructions et dans le cadre d'un contrat conforme à l'article 28 du RGPD :

        - notre prestataire de paiement (Stripe) ;
        - les transporteurs chargés de la livraison ;
        - l'hébergeur du site et de nos bases de données ({hébergeur}) ;
        - notre prestataire d'envoi d'e-mails.

        Vos données peuvent également être communiquées aux autorités administratives ou judiciaires lorsque la loi l'exige. **Nous ne vendons ni ne louons jamais vos données personnelles.**
      `,
    },
    {
      anchor: 'duree-conservation',
      title: 'Durée de conservation',
      markdown: md`
        Nous conservons vos données uniquement pendant la durée nécessaire aux finalités poursuivies, puis pendant les délais imposés par la loi ou utiles à la gestion des litiges :

        - **Compte client** : tant que vous l'utilisez, puis ${inactiveAccountYears} ans après votre dernière connexion ou commande ;
        - **Commandes et factures** : 10 ans au moins, durée imposée par l'article L123-22 du Code de commerce ; leur suppression au-delà n'est pas encore automatique : vous pouvez la demander une fois ce délai écoulé ;
        - **Données de paiement** : nous ne recevons ni le numéro ni le cryptogramme de votre carte, que seul Stripe traite ; la référence du paiement chez Stripe est conservée avec la commande, pour la même durée ;
        - **Cookies et données enregistrées dans votre navigateur** : les durées indiquées dans la politique de cookies (/cookies) ; votre choix sur la mesure d'audience, ${consentLifetimeMonths} mois ;
        - **Newsletter et prospection** : {conservation des demandes} après votre dernière interaction avec nous ;
        - **Demandes, réclamations (garantie comprise) et rétractations** envoyées par nos formulaires, avec leurs photos et les échanges qui les suivent : {conservation des demandes} après leur envoi, puis supprimées.

        Un compte sans connexion ni commande pendant ${inactiveAccountYears} ans est supprimé. **${inactivityNoticeDays} jours avant**, nous vous prévenons par e-mail : il vous suffit de vous connecter pour le conserver. La suppression efface les informations personnelles du compte et met fin à ses sessions ; vos commandes et factures restent conservées pour la durée légale de 10 ans au moins. À l'issue des durées ci-dessus, vos données sont supprimées ou anonymisées de manière irréversible ; certaines peuvent faire l'objet d'un archivage intermédiaire à accès restreint lorsque la loi l'exige.
      `,
    },
    {
      anchor: 'transferts',
      title: "Transferts hors de l'Union européenne",
      markdown: md`
        Nous privilégions des prestataires qui hébergent et traitent vos données au sein de l'Union européenne. Certains de nos prestataires, notamment de paiement, et Google si vous vous connectez avec votre compte Google, peuvent toutefois accéder à des données depuis des pays situés hors de l'Espace économique européen, en particulier les États-Unis.

        Ces transferts sont encadrés par les garanties prévues par le RGPD :

        - une décision d'adéquation de la Commission européenne, notamment le cadre de protection des données UE - États-Unis (Data Privacy Framework) du 10 juillet 2023, pour les entreprises certifiées ;
        - à défaut, des clauses contractuelles types adoptées par la Commission européenne (article 46 du RGPD), complétées si nécessaire par des mesures techniques supplémentaires telles que le chiffrement.

        Vous pouvez obtenir une copie des garanties mises en place en écrivant à ${contactEmail}.
      `,
    },
    {
      anchor: 'droits',
      title: 'Vos droits',
      markdown: md`
        Conformément aux articles 15 à 22 du RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants sur vos données :

        - **droit d'accès** : obtenir la confirmation que vos données sont traitées et en recevoir une copie ;
        - **droit de rectification** : faire corriger des données inexactes ou incomplètes ;
        - **droit à l'effacement** : obtenir la suppression de vos données, sous réserve de nos obligations légales de conservation ;
        - **droit à la limitation** du traitement ;
        - **droit à la portabilité** : recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé ;
        - **droit d'opposition**, notamment à la prospection commerciale, à tout moment et sans motif ;
        - **droit de retirer votre consentement** à tout moment ;
        - **droit de définir des directives** relatives au sort de vos données après votre décès.

        Vous pouvez exercer ces droits par e-mail à ${contactEmail} ou par courrier adressé à ${company}, Données personnelles, ${postalAddress}. En cas de doute raisonnable sur votre identité, un justificatif pourra vous être demandé. Nous répondons **dans un délai d'un mois** à compter de la réception de votre demande ; ce délai peut être prolongé de 2 mois compte tenu de la complexité ou du nombre de demandes, auquel cas vous en êtes informé.

        Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
      `,
    },
    {
      anchor: 'cookies',
      title: 'Cookies',
      markdown: md`
        Le site enregistre dans votre navigateur ce qui est strictement nécessaire à son fonctionnement (votre connexion, votre panier, la mémorisation de vos choix) : conformément à l'article 82 de la loi Informatique et Libertés, cela ne requiert pas votre consentement.

        Avec votre accord seulement, recueilli au moyen du bandeau affiché lors de votre première visite, nous comptons les pages vues, sans identifiant et sans rien transmettre à un tiers. Vous pouvez accepter ou refuser aussi simplement, et modifier votre choix à tout moment depuis le panneau de préférences de la politique de cookies. Nous n'utilisons aucun cookie publicitaire ni de réseau social.

        La liste complète de ce que le site enregistre, avec ses finalités et ses durées, figure dans notre politique de cookies (/cookies).
      `,
    },
    {
      anchor: 'securite',
      title: 'Sécurité des données',
      markdown: md`
        Conformément à l'article 32 du RGPD, nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l'altération, la divulgation ou l'accès non autorisé :

        - chiffrement de l'ensemble des échanges avec le site (HTTPS imposé, protocole TLS) ;
        - mots de passe stockés sous forme chiffrée et irréversible, jamais en clair ;
        - paiements traités par un prestataire certifié PCI DSS, sans conservation des données de carte sur nos serveurs ;
        - accès aux données limité aux personnes habilitées, avec authentification individuelle ;
        - déconnexion automatique des sessions après une période d'inactivité, et sauvegardes régulières.

        En cas de violation de données présentant un risque pour vos droits et libertés, nous la notifions à la CNIL **dans un délai de 72 heures** après en avoir pris connaissance (article 33 du RGPD) et, si le risque est élevé, nous vous en informons dans les meilleurs délais.

        La sécurité de votre compte dépend aussi de vous : choisissez un mot de passe robuste, ne le communiquez à personne et déconnectez-vous après utilisation sur un appareil partagé.
      `,
    },
    {
      anchor: 'mineurs',
      title: 'Protection des mineurs',
      markdown: md`
        Les achats sur le site sont réservés aux personnes âgées d'au moins **18 ans**. Nos services ne s'adressent pas aux enfants.

        Les mineurs âgés de 13 à 18 ans ne peuvent nous transmettre des données personnelles, par exemple via un formulaire de contact, qu'avec le consentement du ou des titulaires de l'autorité parentale. Nous ne collectons pas sciemment de données concernant des enfants de moins de 13 ans.

        Si vous constatez qu'un mineur nous a transmis des données sans ce consentement, contactez-nous à ${contactEmail} : nous les supprimerons dans les meilleurs délais.
      `,
    },
    {
      anchor: 'modifications',
      title: 'Modifications de la politique',
      markdown: md`
        La présente politique de confidentialité, **version 2.0**, est en vigueur depuis le 22 mai 2025.

        Nous pouvons la modifier afin de tenir compte de l'évolution de la réglementation, des recommandations de la CNIL ou de nos traitements. La date de dernière mise à jour figure en tête de page ; nous vous invitons à la consulter régulièrement.

        En cas de modification substantielle, un message sur le site l'annonce avant son entrée en vigueur et, lorsque la loi l'exige, votre consentement est à nouveau recueilli.
      `,
    },
    {
      anchor: 'contact',
      title: 'Nous contacter',
      markdown: md`
        Pour toute question relative à la présente politique ou au traitement de vos données personnelles, vous pouvez nous contacter :

        - par e-mail : ${contactEmail} ;
        - par courrier : ${company}, Données personnelles, ${postalAddress} ;
        - via le formulaire de la page /contact.

        Compte tenu de sa taille et de la nature de ses traitements, ${shop} n'a pas désigné de délégué à la protection des données ; un référent interne traite l'ensemble des demandes. Nous vous répondons {délai de réponse} et au plus tard dans le délai légal d'un mois.
      `,
    },
  ],
}

const retractation: LegalPageSeed = {
  slug: 'retractation',
  title: 'Droit de rétractation',
  summary:
    "Vous disposez de 14 jours après la réception de votre commande pour changer d'avis, sans avoir à vous justifier. Cette page explique le délai applicable, la marche à suivre, les exceptions, le remboursement et met à votre disposition le formulaire de rétractation.",
  lastUpdated,
  sections: [
    {
      anchor: 'delai-legal',
      title: 'Délai légal de rétractation',
      markdown: md`
        Conformément à l'article L221-18 du Code de la consommation, vous disposez d'un délai de **14 jours calendaires** pour exercer votre droit de rétractation, sans avoir à motiver votre décision ni à supporter d'autres coûts que les frais de retour.

        Ce délai court à compter du jour où vous-même, ou un tiers désigné par vous autre que le transporteur, prenez physiquement possession des produits. Pour une commande de plusieurs produits livrés séparément, il court à compter de la réception du dernier produit. Lorsque le délai expire un samedi, un dimanche ou un jour férié ou chômé, il est prolongé jusqu'au premier jour ouvrable suivant.

        Si les informations relatives au droit de rétractation ne vous ont pas été correctement communiquées, le délai est prolongé de 2 mois à compter de l'expiration du délai initial. Si ces informations vous sont fournies au cours de cette prolongation, le délai expire au terme d'un nouveau délai de 14 jours à compter du jour où vous les avez reçues.

        Le droit de rétractation est réservé aux consommateurs. Il bénéficie également aux professionnels employant 5 salariés au plus, lorsque l'achat n'entre pas dans le champ de leur activité principale (article L221-3 du Code de la consommation).
      `,
    },
    {
      anchor: 'procedure',
      title: 'Procédure de rétractation',
      markdown: md`
        Pour vous rétracter, il vous suffit de suivre les étapes ci-dessous :

        - **Notifiez votre décision** avant l'expiration du délai de 14 jours, au moyen du formulaire en ligne de cette page, du modèle de formulaire ci-dessous envoyé par e-mail ou par courrier, ou de toute autre déclaration dénuée d'ambiguïté. Indiquez votre numéro de commande (MBP-...) et les produits concernés. Nous vous adressons sans délai un accusé de réception par e-mail.
        - **Renvoyez les produits** sans retard excessif et au plus tard **14 jours après nous avoir communiqué votre décision**, de préférence dans leur emballage d'origine et accompagnés de votre numéro de commande, à l'adresse indiquée dans la rubrique « Service client et adresse de retour ». Nous vous conseillons un envoi suivi.
        - **Frais de retour** : les frais directs de renvoi sont à votre charge, sauf si le produit est défectueux ou ne correspond pas à votre commande. Nos protections sont légères et peuvent être renvoyées par simple courrier ; pour les colis volumineux, le coût du retour est estimé à environ 50 euros au maximum.

        **Remboursement.** Nous vous remboursons la totalité des sommes versées, y compris les frais de livraison initiaux (en totalité, supplément de livraison express compris), **dans un délai de 14 jours** à compter du jour où nous sommes informés de votre décision. Conformément à l'article L221-24 du Code de la consommation, ce remboursement peut être différé jusqu'à la réception des produits ou jusqu'à ce que vous ayez fourni une preuve de leur expédition, la date retenue étant celle du premier de ces faits. Si vous ne vous rétractez que pour une partie des produits de la commande, nous vous remboursons le prix payé pour ceux-ci ; les frais de livraison, communs à toute la commande, ne sont remboursés qu'en cas de rétractation de toute la commande.

        Le remboursement est effectué avec le même moyen de paiement que celui utilisé lors de la commande, sauf accord exprès de votre part pour un autre moyen, et ne vous occasionne aucun frais. Pour un paiement par carte bancaire, le crédit apparaît généralement sur votre compte sous 3 à 5 jours ouvrés.
      `,
    },
    {
      anchor: 'exceptions',
      title: 'Exceptions au droit de rétractation',
      markdown: md`
        Conformément à l'article L221-28 du Code de la consommation, le droit de rétractation ne peut pas être exercé pour les **biens confectionnés selon les spécifications du consommateur ou nettement personnalisés**. Sont notamment concernés :

        - les protections arrière imprimées avec une photo ou une image que vous nous avez transmise ;
        - les films découpés sur mesure à votre demande pour un appareil ou des dimensions ne figurant pas au catalogue.

        **Produits posés ou utilisés.** La pose d'une protection n'exclut pas votre droit de rétractation, mais votre responsabilité peut être engagée en cas de dépréciation du produit résultant de manipulations autres que celles nécessaires pour établir sa nature, ses caractéristiques et son bon fonctionnement (article L221-23 du Code de la consommation). Un film hydrogel posé puis retiré perd ses propriétés adhésives et ne peut plus être revendu : le montant remboursé peut alors être réduit à proportion de cette dépréciation, jusqu'à la valeur du film. Nous vous conseillons donc de vérifier la compatibilité du produit avec votre appareil avant d'ouvrir son sachet.

        **Produit défectueux.** Si votre produit présente un défaut, il ne s'agit pas d'une rétractation : vous bénéficiez de notre garantie de {durée de garantie} et des garanties légales, avec remplacement gratuit. Rendez-vous sur la page /garantie.
      `,
    },
    {
      anchor: 'formulaire',
      title: 'Formulaire de rétractation',
      markdown: md`
        Vous pouvez exercer votre droit de rétractation en remplissant le formulaire en ligne proposé sur cette page, en téléchargeant [le formulaire au format PDF](${withdrawalFormPath}) ou en recopiant le modèle ci-dessous. L'utilisation de ce formulaire n'est pas obligatoire : toute déclaration dénuée d'ambiguïté exprimant votre volonté de vous rétracter est valable.

        **Modèle de formulaire de rétractation** (annexe à l'article R221-1 du Code de la consommation). Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.

        À l'attention de ${company}, Service Rétractation, ${postalAddress}, adresse e-mail : ${supportEmail}.

        Je/Nous vous notifie/notifions par la présente ma/notre rétractation du contrat portant sur la vente du bien ci-dessous (rayez les mentions inutiles) :

        - Désignation du ou des produits : …
        - Numéro de commande : MBP-…
        - Commandé le : … / reçu le : …
        - Nom du (des) consommateur(s) : …
        - Adresse du (des) consommateur(s) : …
        - Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) : …
        - Date : …

        **Exemple de courrier.** « Madame, Monsieur, par la présente, je vous notifie ma rétractation du contrat portant sur la vente de … (désignation du produit), commande n° MBP-…, passée le … et reçue le … ; je vous remercie de bien vouloir procéder au remboursement des sommes versées dans les conditions prévues à l'article L221-24 du Code de la consommation. Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées. »
      `,
    },
    {
      anchor: 'contact',
      title: 'Service client et adresse de retour',
      markdown: md`
        Notre service client vous accompagne dans votre démarche de rétractation :

        - **par e-mail** : ${supportEmail}, avec une réponse {délai de réponse} ;
        - **via le formulaire** de la page /contact ;
        - **horaires** : du lundi au vendredi de 9h à 18h, le samedi de 10h à 16h.

        - **par téléphone** : {téléphone}. Une demande écrite vous en garde la trace.

        **Adresse de retour** : ${company}, Service Retours, ${postalAddress}. Pensez à indiquer votre numéro de commande à l'intérieur du colis et conservez votre preuve de dépôt jusqu'au remboursement.
      `,
    },
    {
      anchor: 'faq',
      title: 'Questions fréquentes',
      markdown: md`
Les réponses aux questions que nos clients nous posent le plus souvent sur la rétractation.
      `,
    },
  ],
}

const cookies: LegalPageSeed = {
  slug: 'cookies',
  title: 'Politique de cookies',
  summary:
    "Cette politique dit exactement ce que le site Ma Boutique Protection enregistre dans votre navigateur, à quelles fins et pour quelle durée, et comment accepter ou refuser la mesure d'audience à tout moment.",
  lastUpdated,
  sections: [
    {
      anchor: 'introduction',
      title: 'Introduction',
      markdown: md`
        Lorsque vous consultez le site ${shop}, certaines informations sont enregistrées dans votre navigateur : des cookies, et des données du stockage local ou du stockage de l'onglet, que la loi traite de la même façon. La présente politique vous dit lesquelles, pourquoi et pour combien de temps, conformément à l'article 82 de la loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés, au RGPD et aux lignes directrices et recommandations de la CNIL.

        Un cookie est un petit fichier texte enregistré par votre navigateur lors de la visite d'un site ; le stockage local et le stockage de l'onglet sont des espaces comparables, que seules les pages du site qui les a remplis peuvent lire.

        Le site est édité par ${company}, seule responsable de ce qui y est enregistré : aucun tiers ne dépose de cookie ni de traceur sur le site.
      `,
    },
    {
      anchor: 'types-cookies',
      title: 'Types de cookies utilisés',
      markdown: md`
        Nous n'utilisons que deux catégories :

        - **Strictement nécessaires** : ce sans quoi la boutique ne fonctionne pas ou ne fait pas ce que vous lui demandez (votre connexion, votre panier, vos favoris et vos recherches récentes, votre choix en matière de cookies, la sécurité d'une connexion avec Google, et pour notre personnel la session d'administration). Ils sont exemptés de consentement et ne peuvent pas être désactivés depuis notre panneau de préférences.
        - **Mesure d'audience** : une seule information, qui évite de compter deux fois la même visite. Nous comptons nous-mêmes les pages vues, sans identifiant et sans rien transmettre à un tiers, et seulement avec votre accord.

        Nous n'utilisons aucun cookie publicitaire, de ciblage ou de réseau social.
      `,
    },
    {
      anchor: 'finalites',
      title: 'Finalités des cookies',
      markdown: md`
        Ce que le site enregistre lui permet de :

        - vous garder connecté à votre compte, conserver votre panier, vos favoris et vos recherches récentes, et mémoriser votre choix concernant les cookies ;
        - sécuriser la connexion avec Google et la session des membres de notre personnel ;
        - avec votre accord, compter les pages vues et les visites, pour savoir quelles pages vous sont utiles.

        Refuser la mesure d'audience n'empêche ni l'accès au site ni la passation d'une commande.
      `,
    },
    {
      anchor: 'duree-conservation',
      title: 'Durée de conservation',
      markdown: md`
        La durée de chaque élément figure dans le tableau des cookies ci-dessous. En résumé :

        - ce qui tient à votre connexion disparaît à la déconnexion, et au plus tard ${sessionDays} jours après la connexion ;
        - ce qui est enregistré dans l'onglet disparaît à sa fermeture ;
        - votre panier, vos favoris et vos recherches récentes restent sur votre appareil jusqu'à ce que vous les effaciez ;
        - **votre choix** (acceptation ou refus) est conservé **${consentLifetimeMonths} mois** ; à l'issue de ce délai, nous vous demandons à nouveau votre accord.

        La mesure d'audience ne garde que des totaux par jour et par page, qui ne permettent pas de vous identifier.
      `,
    },
    {
      anchor: 'tiers',
      title: 'Aucun cookie tiers',
      markdown: md`
        Aucun partenaire ne dépose de cookie ni de traceur sur le site : nous n'utilisons ni outil de mesure d'audience externe, ni régie publicitaire, ni bouton de réseau social.

        Deux services que vous pouvez choisir d'utiliser enregistrent leurs propres cookies, sur leur propre site : Google, si vous vous connectez avec votre compte Google, et notre prestataire de paiement, sur sa page de paiement sécurisée. Leurs politiques de confidentialité s'appliquent alors.
      `,
    },
    {
      anchor: 'gestion',
      title: 'Gestion des cookies',
      markdown: md`
        Lors de votre première visite, un bandeau vous permet d'**accepter** ou de **refuser** la mesure d'audience, aussi simplement l'un que l'autre. Tant que vous n'avez pas fait de choix, aucune page n'est comptée.

        Vous pouvez modifier votre choix à tout moment depuis le panneau de préférences de cette page. Vous pouvez également effacer les cookies et les données du site depuis les réglages de votre navigateur (Chrome, Firefox, Safari, Edge), en suivant les instructions de son menu d'aide.

        Attention : effacer les données strictement nécessaires vous déconnecte, vide votre panier et efface vos favoris.
      `,
    },
    {
      anchor: 'preferences',
      title: 'Vos préférences',
      markdown: md`
        Le panneau de préférences de cette page vous permet d'activer ou de désactiver la mesure d'audience ; ce qui est strictement nécessaire reste toujours actif.

        Utilisez les boutons « Tout accepter », « Tout refuser » ou « Enregistrer mes préférences » pour valider votre choix. Celui-ci est enregistré sur votre terminal et s'applique immédiatement : si vous retirez votre accord, plus aucune page n'est comptée.
      `,
    },
    {
      anchor: 'tableau',
      title: 'Tableau des cookies',
      markdown: md`
        Le tableau ci-dessous recense tout ce que le site enregistre dans votre navigateur, avec sa finalité et sa durée de conservation. Les éléments utilisés par l'administration ne concernent que les membres de notre équipe qui gèrent la boutique.
      `,
    },
    {
      anchor: 'mises-a-jour',
      title: 'Mises à jour de la politique',
      markdown: md`
        Cette politique de cookies a été mise à jour pour la dernière fois le 22 mai 2025.

        Nous pouvons la modifier pour tenir compte de l'ajout ou du retrait d'un cookie, ou de l'évolution de la réglementation. Toute modification est publiée sur cette page avec sa date de mise à jour.

        Si une modification concerne ce qui est soumis à votre consentement, le bandeau vous sera de nouveau présenté afin de recueillir votre choix.
      `,
    },
    {
      anchor: 'contact',
      title: 'Contact',
      markdown: md`
        Pour toute question relative aux cookies, vous pouvez nous écrire :

        - par e-mail : ${contactEmail} ;
        - par courrier : ${company}, ${postalAddress} ;
        - via le formulaire de la page /contact.

        Nous vous répondons {délai de réponse} et au plus tard dans un délai d'un mois. Vous disposez également du droit d'introduire une réclamation auprès de la CNIL.
      `,
    },
  ],
}

const mentionsLegales: LegalPageSeed = {
  slug: 'mentions-legales',
  title: 'Mentions légales',
  summary:
    "Informations relatives à l'éditeur et à l'hébergeur du site Ma Boutique Protection, conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique, ainsi que les règles d'utilisation du site.",
  lastUpdated,
  sections: [
    {
      anchor: 'identite',
      title: "Identité de l'éditeur",
      markdown: md`
        Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), le présent site est édité par :

        - **Dénomination sociale** : ${company} ;
        - **Nom commercial** : ${shop} ;
        - **Forme juridique** : société par actions simplifiée (SAS) ;
        - **Activité** : vente à distance de protections d'écran et de films de protection pour appareils électroniques ;
        - **Date de création** : décembre 2024.
      `,
    },
    {
      anchor: 'coordonnees',
      title: 'Coordonnées',
      markdown: md`
        - **Siège social** : ${postalAddress} ;
        - **E-mail** : ${contactEmail} ;
        - **Téléphone** : {téléphone} ;
        - **Service client** : ${supportEmail} ;
        - **Horaires du service client** : du lundi au vendredi de 9h à 18h, le samedi de 10h à 16h, fermé le dimanche.

        Nous répondons à vos e-mails {délai de réponse} et vous pouvez également nous écrire depuis la page /contact.
      `,
    },
    {
      anchor: 'immatriculation',
      title: 'Immatriculation',
      markdown: md`
        ${company} est immatriculée au registre du commerce et des sociétés :

        - **RCS** : ${rcs} ;
        - **SIRET** : ${siret} ;
        - **Code APE** : 4791B (vente à distance sur catalogue spécialisé) ;
        - **N° de TVA intracommunautaire** : ${vatNumber}.
      `,
    },
    {
      anchor: 'capital',
      title: 'Capital social',
      markdown: md`
        ${company} est une société par actions simplifiée au **capital social de 1 000 euros**, régie par les articles L227-1 et suivants du Code de commerce.

        Elle est représentée par son Président, en sa qualité de représentant légal.
      `,
    },
    {
      anchor: 'publication',
      title: 'Directeur de la publication',
      markdown: md`
        Le directeur de la publication est {directeur de la publication}.

        Il peut être contacté par e-mail à ${contactEmail} ou par courrier à l'adresse du siège social.
      `,
    },
    {
      anchor: 'hebergement',
      title: 'Hébergement',
      markdown: md`
        Le site et ses données sont hébergés par {hébergeur}.

        Les images et illustrations du site sont dessinées et servies par le site lui-même : aucun service tiers ne les fournit.
      `,
    },
    {
      anchor: 'propriete',
      title: 'Propriété intellectuelle',
      markdown: md`
        L'ensemble des contenus du site (textes, marques, logos, photographies, vidéos, illustrations, guides d'installation, structure et bases de données) est la propriété exclusive de ${company} ou de ses partenaires et est protégé par le Code de la propriété intellectuelle.

        Toute reproduction, représentation, modification ou exploitation, totale ou partielle, de ces contenus, par quelque procédé que ce soit et sans autorisation écrite préalable, est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.

        Les marques et noms de modèles des fabricants d'appareils cités sur le site appartiennent à leurs titulaires respectifs. Ils ne sont mentionnés que pour indiquer la compatibilité de nos produits, sans affiliation avec ces fabricants.
      `,
    },
    {
      anchor: 'conditions',
      title: "Conditions d'utilisation du site",
      markdown: md`
        L'utilisation du site implique l'acceptation des présentes mentions légales et de nos conditions générales de vente et d'utilisation (/conditions-generales).

        Nous nous efforçons de maintenir le site accessible en permanence et de fournir des informations exactes et à jour. L'accès peut toutefois être interrompu pour des opérations de maintenance ou en cas de difficulté technique, et ${shop} ne saurait être tenue responsable des dommages résultant d'une indisponibilité temporaire ou de l'utilisation du site.

        L'utilisateur s'engage à ne pas porter atteinte au bon fonctionnement du site, à ne pas tenter d'accéder de manière non autorisée à ses systèmes et à ne pas en extraire les contenus de manière automatisée. Les liens vers des sites tiers sont fournis à titre informatif : ${shop} n'exerce aucun contrôle sur leur contenu.
      `,
    },
    {
      anchor: 'donnees',
      title: 'Données personnelles',
      markdown: md`
        ${company} traite vos données personnelles en qualité de responsable de traitement, conformément au Règlement (UE) 2016/679 (RGPD) et à la loi Informatique et Libertés du 6 janvier 1978.

        Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de retirer votre consentement et de définir des directives relatives au sort de vos données après votre décès. Pour les exercer, écrivez à ${contactEmail}. Vous pouvez également introduire une réclamation auprès de la CNIL.

        Pour en savoir plus, consultez notre politique de confidentialité (/politique-confidentialite) et notre politique de cookies (/cookies).
      `,
    },
    {
      anchor: 'litiges',
      title: 'Litiges et médiation',
      markdown: md`
        Les présentes mentions légales sont régies par le droit français.

        En cas de réclamation, nous vous invitons à contacter d'abord notre service client à ${supportEmail} afin de rechercher une solution amiable. Conformément aux articles L611-1 et suivants du Code de la consommation, tout consommateur peut ensuite recourir gratuitement à un médiateur de la consommation, après une réclamation écrite préalable restée sans solution satisfaisante. Le médiateur auquel ${shop} adhère est {médiateur}.

        À défaut d'accord amiable, les litiges sont portés devant les juridictions françaises compétentes, dans les conditions prévues par nos conditions générales de vente (/conditions-generales).
      `,
    },
    {
      anchor: 'contact',
      title: 'Contact',
      markdown: md`
        Pour toute question juridique, demande relative à la propriété intellectuelle ou à la protection des données, ou pour signaler un contenu illicite présent sur le site, vous pouvez :

        - utiliser le formulaire de contact de cette page ;
        - nous écrire à ${contactEmail} ;
        - nous appeler au {téléphone} ;
        - nous adresser un courrier à ${company}, ${postalAddress}.

        Nous vous répondons {délai de réponse}. Tout signalement de contenu illicite doit préciser la localisation du contenu concerné sur le site et les motifs pour lesquels il devrait être retiré.
      `,
    },
  ],
}

export const legalPages: LegalPageSeed[] = [conditionsGenerales, politiqueConfidentialite, retractation, cookies, mentionsLegales]
