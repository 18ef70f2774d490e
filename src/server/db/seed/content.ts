// German texts of the demo installation. Everything here is fictional sample data.

import type { CourseLevel, FamilyRelation, MediaCategory, RoomType } from '../../../shared/enums';
import { BUILT_IN_NAVIGATION, type MenuLocation, type NavigationItem } from '../../../shared/navigation';

export const SETTINGS = {
  siteTitle: 'Sportzentrum Lindenau',
  siteDescription:
    'Ihr Sport- und Fitnesszentrum im Herzen von Lindenau: Kurse für Babys, Kinder, Erwachsene und Senioren, erfahrene Trainerinnen und Trainer und eine Gemeinschaft, die Bewegung Freude macht.',
  contactEmail: 'info@sportzentrum-lindenau.de',
  contactPhone: '+49 341 123 456 0',
  street: 'Am Sportpark 12',
  postalCode: '04177',
  town: 'Lindenau',
};

/**
 * Zahlungsverkehr of the demo centre: the Bundesbank's test creditor identifier and a test IBAN, both with
 * valid check digits, so the demo's direct debits look real and reach no bank.
 */
export const PAYMENT_SETTINGS = {
  legalName: 'Sportzentrum Lindenau GmbH',
  street: 'Am Sportpark 12',
  postalCode: '04177',
  town: 'Lindenau',
  taxNumber: '231/114/50221',
  vatId: 'DE123456789',
  creditorId: 'DE98ZZZ09999999999',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  smallBusiness: false,
  prenotificationDays: 14,
  invoicePrefix: '',
};

/** The courses; an age range in completed months, both included (src/shared/age-range.ts: 'bis 10 Jahre' is 131). */
export const COURSES: { name: string; level: CourseLevel; durationMinutes: number; maxParticipants: number; description: string; minAgeMonths?: number; maxAgeMonths?: number }[] = [
  {
    name: 'Aerobic',
    level: 'INTERMEDIATE',
    durationMinutes: 60,
    maxParticipants: 16,
    description:
      'Schwungvolle Schrittkombinationen zu motivierender Musik bringen Herz und Kreislauf in Schwung. Nach einem lockeren Aufwärmen steigern wir das Tempo und schließen mit Kräftigung und Dehnung ab. Grundkenntnisse in Aerobic-Schritten sind hilfreich.',
  },
  {
    name: 'Baby-Massage',
    level: 'BEGINNER',
    durationMinutes: 45,
    maxParticipants: 8,
    minAgeMonths: 1,
    maxAgeMonths: 9,
    description:
      'Sanfte Berührungen stärken die Bindung zwischen Eltern und Baby und helfen bei Bauchweh und Unruhe. Sie lernen einfache Griffe, die Sie zu Hause weiterführen können. Geeignet für Babys von sechs Wochen bis zum Krabbelalter; bitte ein großes Handtuch mitbringen.',
  },
  {
    name: 'Boxen',
    level: 'ADVANCED',
    durationMinutes: 90,
    maxParticipants: 12,
    description:
      'Technik, Beinarbeit und Ausdauer: Wir trainieren Schlagkombinationen an Sandsack und Pratzen und verbessern Reaktion und Koordination. Sparring findet nur freiwillig und mit Schutzausrüstung statt. Für Sportlerinnen und Sportler mit guter Grundfitness.',
  },
  {
    name: 'HIIT Training',
    level: 'ADVANCED',
    durationMinutes: 45,
    maxParticipants: 14,
    description:
      'Hochintensive Intervalle mit kurzen Pausen bringen Sie in wenig Zeit an Ihre Grenzen. Übungen mit dem eigenen Körpergewicht, Kettlebells und Springseil fordern Kraft und Ausdauer gleichermaßen. Jede Übung zeigen wir auch in einer leichteren Variante.',
  },
  {
    name: 'Kindersport',
    level: 'BEGINNER',
    durationMinutes: 60,
    maxParticipants: 15,
    minAgeMonths: 6 * 12,
    maxAgeMonths: 10 * 12 + 11,
    description:
      'Laufen, Springen, Balancieren und Ballspiele: Im Kindersport entdecken Kinder von 6 bis 10 Jahren spielerisch, was ihr Körper alles kann. Kleine Gruppen und feste Rituale geben Sicherheit. Bitte Hallenschuhe und eine Trinkflasche mitbringen.',
  },
  {
    name: 'PEKiP',
    level: 'BEGINNER',
    durationMinutes: 75,
    maxParticipants: 8,
    minAgeMonths: 0,
    maxAgeMonths: 12,
    description:
      'Das Prager-Eltern-Kind-Programm begleitet Babys im ersten Lebensjahr mit Bewegungs- und Spielanregungen in einem warmen Raum. Eltern tauschen sich aus und beobachten die Entwicklung ihres Kindes. Die Gruppen starten mit Babys im Alter von sechs bis zehn Wochen.',
  },
  {
    name: 'Pilates',
    level: 'INTERMEDIATE',
    durationMinutes: 60,
    maxParticipants: 12,
    description:
      'Kontrollierte Bewegungen aus der Körpermitte kräftigen die tiefe Rumpfmuskulatur und verbessern die Haltung. Wir arbeiten auf der Matte, mit Ball und Band und achten auf eine ruhige, fließende Atmung. Ideal als Ausgleich zu Sitzen und Ausdauersport.',
  },
  {
    name: 'Power Yoga',
    level: 'ADVANCED',
    durationMinutes: 75,
    maxParticipants: 14,
    description:
      'Dynamische Sequenzen verbinden Kraft, Beweglichkeit und Atmung zu einem fordernden Flow. Armbalancen und Umkehrhaltungen üben wir Schritt für Schritt. Yoga-Erfahrung wird vorausgesetzt.',
  },
  {
    name: 'Rückenfitness',
    level: 'BEGINNER',
    durationMinutes: 60,
    maxParticipants: 16,
    description:
      'Gezielte Kräftigung und Mobilisation beugen Rückenschmerzen vor und gleichen langes Sitzen aus. Sie lernen Übungen, die sich leicht in den Alltag einbauen lassen. Der Kurs eignet sich auch für Einsteigerinnen, Einsteiger und Ältere.',
  },
  {
    name: 'Spinning',
    level: 'INTERMEDIATE',
    durationMinutes: 45,
    maxParticipants: 14,
    description:
      'Auf unseren Indoor-Cycles fahren wir zu treibender Musik durch Sprints, Bergetappen und Intervalle. Den Widerstand bestimmen Sie selbst, deshalb trainieren Anfänger und Geübte in derselben Gruppe. Bitte Handtuch und Trinkflasche mitbringen.',
  },
  {
    name: 'Yoga',
    level: 'BEGINNER',
    durationMinutes: 90,
    maxParticipants: 18,
    description:
      'Ruhige Hatha-Yoga-Stunde mit Asanas, Atemübungen und einer geführten Entspannung zum Abschluss. Die Haltungen werden gut erklärt und können an jedes Fitnesslevel angepasst werden. Matten und Hilfsmittel stellen wir bereit.',
  },
  {
    name: 'Zumba',
    level: 'BEGINNER',
    durationMinutes: 60,
    maxParticipants: 20,
    description:
      'Lateinamerikanische Rhythmen und einfache Tanzschritte machen aus dem Training eine Party. Vorkenntnisse braucht niemand, es zählt allein der Spaß an der Bewegung. Bequeme Kleidung und Turnschuhe genügen.',
  },
];

export const ROOMS: { name: string; type: RoomType; capacity: number; location: string; description: string; equipment: string[] }[] = [
  {
    name: 'Hauptstudio',
    type: 'STUDIO',
    capacity: 20,
    location: 'Erdgeschoss',
    description: 'Großes, helles Studio mit Schwingboden und Blick in den Park.',
    equipment: ['Spiegelwand', 'Musikanlage', 'Yogamatten', 'Kurzhanteln', 'Steppbretter'],
  },
  {
    name: 'Kursraum 2',
    type: 'STUDIO',
    capacity: 14,
    location: '1. Obergeschoss',
    description: 'Ruhiger Kursraum für Pilates, Rücken- und Kampfsportkurse.',
    equipment: ['Gymnastikmatten', 'Pezzibälle', 'Faszienrollen', 'Boxsäcke', 'Kettlebells'],
  },
  {
    name: 'Cycling-Raum',
    type: 'GYM',
    capacity: 14,
    location: 'Untergeschoss',
    description: 'Klimatisierter Raum mit 14 Indoor-Cycles und Lichtanlage.',
    equipment: ['Indoor-Cycles', 'Soundsystem', 'Ventilatoren', 'Pulsanzeige'],
  },
  {
    name: 'Eltern-Kind-Raum',
    type: 'STUDIO',
    capacity: 10,
    location: 'Erdgeschoss, neben dem Empfang',
    description: 'Warmer, geschützter Raum mit Fußbodenheizung für Babys und Kleinkinder.',
    equipment: ['Krabbelmatten', 'Wickeltisch', 'Wärmelampe', 'Bällebad', 'Softbausteine'],
  },
];

export type TrainerSeed = { firstName: string; lastName: string; specialties: string[]; bio: string; phone: string };

/** Lena Hoffmann is the trainer behind the demo account trainer@sportzentrum.test. */
export const TRAINERS: TrainerSeed[] = [
  {
    firstName: 'Lena',
    lastName: 'Hoffmann',
    specialties: ['Yoga', 'Power Yoga', 'Pilates'],
    phone: '+49 341 123 456 11',
    bio: 'Lena unterrichtet seit über zehn Jahren Hatha- und Vinyasa-Yoga und hat sich in Atemarbeit und Meditation fortgebildet. In ihren Stunden verbindet sie kraftvolle Sequenzen mit ruhigen Momenten, damit alle entspannt nach Hause gehen.',
  },
  {
    firstName: 'Jonas',
    lastName: 'Becker',
    specialties: ['Boxen', 'HIIT Training', 'Functional Training'],
    phone: '+49 341 123 456 12',
    bio: 'Jonas war viele Jahre Amateurboxer und ist lizenzierter Fitnesstrainer. Er legt Wert auf saubere Technik und motiviert auch dann noch, wenn die letzte Runde schwerfällt.',
  },
  {
    firstName: 'Sophie',
    lastName: 'Wagner',
    specialties: ['Zumba', 'Aerobic', 'Tanz-Fitness'],
    phone: '+49 341 123 456 13',
    bio: 'Sophie ist ausgebildete Tänzerin und lizenzierte Zumba-Instruktorin. Ihre Kurse sind bekannt für gute Laune, eingängige Choreografien und viel Lachen.',
  },
  {
    firstName: 'Markus',
    lastName: 'Schulz',
    specialties: ['Spinning', 'Rückenfitness', 'Ausdauertraining'],
    phone: '+49 341 123 456 14',
    bio: 'Markus ist Sportwissenschaftler und fährt in seiner Freizeit Radmarathons. Er plant jede Spinning-Stunde wie eine Etappe und erklärt gern, warum ein starker Rücken beim Radfahren hilft.',
  },
  {
    firstName: 'Miriam',
    lastName: 'Krüger',
    specialties: ['PEKiP', 'Baby-Massage', 'Eltern-Kind-Turnen'],
    phone: '+49 341 123 456 15',
    bio: 'Miriam ist Kinderkrankenschwester und zertifizierte PEKiP-Gruppenleiterin. Sie begleitet Familien mit viel Ruhe durch das erste Lebensjahr und hat für jede Frage ein offenes Ohr.',
  },
  {
    firstName: 'Tobias',
    lastName: 'Neumann',
    specialties: ['Kindersport', 'Bewegungsspiele', 'Koordination'],
    phone: '+49 341 123 456 16',
    bio: 'Tobias ist Sportlehrer und leitet seit Jahren Kinder- und Jugendgruppen. Bei ihm lernen Kinder mit Spiel und Spaß, sich sicher und geschickt zu bewegen.',
  },
  {
    firstName: 'Clara',
    lastName: 'Richter',
    specialties: ['Pilates', 'Rückenfitness', 'Faszientraining'],
    phone: '+49 341 123 456 17',
    bio: 'Clara ist Physiotherapeutin und Pilates-Trainerin. Sie achtet auf jede Haltung und zeigt für jede Übung eine passende Variante, ob nach einer Verletzung oder für Fortgeschrittene.',
  },
];

/** Weekly slots: day 0 = Sunday .. 6 = Saturday; times are Berlin wall-clock; end = start + course duration. */
export const SCHEDULE: { course: string; trainer: string; room: string; day: number; start: string }[] = [
  // Montag
  { course: 'Spinning', trainer: 'Markus', room: 'Cycling-Raum', day: 1, start: '06:30' },
  { course: 'PEKiP', trainer: 'Miriam', room: 'Eltern-Kind-Raum', day: 1, start: '09:30' },
  { course: 'Kindersport', trainer: 'Tobias', room: 'Hauptstudio', day: 1, start: '16:30' },
  { course: 'Yoga', trainer: 'Lena', room: 'Hauptstudio', day: 1, start: '18:00' },
  { course: 'Boxen', trainer: 'Jonas', room: 'Kursraum 2', day: 1, start: '19:00' },
  // Dienstag
  { course: 'Rückenfitness', trainer: 'Clara', room: 'Kursraum 2', day: 2, start: '09:00' },
  { course: 'Baby-Massage', trainer: 'Miriam', room: 'Eltern-Kind-Raum', day: 2, start: '10:30' },
  { course: 'HIIT Training', trainer: 'Jonas', room: 'Kursraum 2', day: 2, start: '18:00' },
  { course: 'Zumba', trainer: 'Sophie', room: 'Hauptstudio', day: 2, start: '18:30' },
  { course: 'Spinning', trainer: 'Markus', room: 'Cycling-Raum', day: 2, start: '19:30' },
  // Mittwoch
  { course: 'Power Yoga', trainer: 'Lena', room: 'Hauptstudio', day: 3, start: '07:00' },
  { course: 'Pilates', trainer: 'Clara', room: 'Kursraum 2', day: 3, start: '10:00' },
  { course: 'Kindersport', trainer: 'Tobias', room: 'Hauptstudio', day: 3, start: '16:00' },
  { course: 'Aerobic', trainer: 'Sophie', room: 'Hauptstudio', day: 3, start: '18:00' },
  // Donnerstag
  { course: 'PEKiP', trainer: 'Miriam', room: 'Eltern-Kind-Raum', day: 4, start: '09:30' },
  { course: 'Pilates', trainer: 'Clara', room: 'Kursraum 2', day: 4, start: '18:00' },
  { course: 'Boxen', trainer: 'Jonas', room: 'Kursraum 2', day: 4, start: '19:15' },
  { course: 'Zumba', trainer: 'Sophie', room: 'Hauptstudio', day: 4, start: '19:30' },
  // Freitag
  { course: 'HIIT Training', trainer: 'Jonas', room: 'Kursraum 2', day: 5, start: '06:30' },
  { course: 'Spinning', trainer: 'Markus', room: 'Cycling-Raum', day: 5, start: '17:00' },
  { course: 'Power Yoga', trainer: 'Lena', room: 'Hauptstudio', day: 5, start: '18:00' },
  // Samstag
  { course: 'Baby-Massage', trainer: 'Miriam', room: 'Eltern-Kind-Raum', day: 6, start: '10:00' },
  { course: 'Kindersport', trainer: 'Tobias', room: 'Hauptstudio', day: 6, start: '10:00' },
  { course: 'Zumba', trainer: 'Sophie', room: 'Hauptstudio', day: 6, start: '11:30' },
  // Sonntag
  { course: 'Yoga', trainer: 'Lena', room: 'Hauptstudio', day: 0, start: '10:00' },
  { course: 'Rückenfitness', trainer: 'Markus', room: 'Kursraum 2', day: 0, start: '11:00' },
];

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@sportzentrum.test', firstName: 'Katrin', lastName: 'Vogel', phone: '+49 341 123 456 10' },
  trainer: { email: 'trainer@sportzentrum.test', trainerFirstName: 'Lena' },
  member: {
    email: 'mitglied@sportzentrum.test',
    firstName: 'Max',
    lastName: 'Mustermann',
    phone: '+49 170 1234567',
    address: { street: 'Merseburger Straße 41', postalCode: '04177', town: 'Lindenau' },
    /** Mein Profil → Familienmitglieder: age in completed months when the demo is seeded. */
    family: [
      { firstName: 'Mia', lastName: 'Mustermann', relation: 'child', ageMonths: 6 * 12 + 4 },
      { firstName: 'Julia', lastName: 'Mustermann', relation: 'partner', ageMonths: 36 * 12 + 7 },
      { firstName: 'Paul', lastName: 'Mustermann', relation: 'child', ageMonths: 8 },
    ] satisfies { firstName: string; lastName: string; relation: FamilyRelation; ageMonths: number }[],
  },
  password: 'Demo1234!',
};

/** First names of the demo members' children, booked into the children's courses (babies and school children). */
export const CHILD_FIRST_NAMES = {
  baby: ['Emil', 'Lotta', 'Paul', 'Frieda', 'Ben', 'Ida', 'Oskar', 'Mila', 'Karl', 'Greta'],
  child: ['Leon', 'Hanna', 'Finn', 'Marie', 'Noah', 'Emma', 'Jonas', 'Lina', 'Elias', 'Clara'],
};

export const MEMBERS: [string, string][] = [
  ['Julia', 'Schmidt'],
  ['Lukas', 'Müller'],
  ['Laura', 'Fischer'],
  ['Felix', 'Weber'],
  ['Hannah', 'Meyer'],
  ['Lea', 'Schneider'],
  ['Jan', 'Koch'],
  ['Marie', 'Bauer'],
  ['Niklas', 'Klein'],
  ['Anna', 'Wolf'],
  ['Tim', 'Schröder'],
  ['Sarah', 'Schwarz'],
  ['Leon', 'Zimmermann'],
  ['Emma', 'Braun'],
  ['David', 'Hofmann'],
  ['Johanna', 'Hartmann'],
  ['Moritz', 'Lange'],
  ['Katharina', 'Schmitt'],
  ['Elias', 'Werner'],
  ['Mia', 'Krause'],
  ['Ben', 'Meier'],
  ['Charlotte', 'Lehmann'],
  ['Finn', 'Schmid'],
  ['Sophia', 'Schulze'],
  ['Noah', 'Maier'],
  ['Lina', 'Köhler'],
  ['Jakob', 'Herrmann'],
  ['Amelie', 'König'],
  ['Simon', 'Walter'],
  ['Greta', 'Mayer'],
];

/** 'Müller' -> 'mueller', for example e-mail addresses. */
export function emailLocalPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-');
}

export const PRICES = [
  {
    name: 'Einzeleintritt',
    passType: 'SINGLE' as const,
    amount: 15,
    billingPeriod: null,
    credits: null,
    validityDays: 1,
    description: 'Eine Kursstunde nach Wahl, ohne Vertragsbindung. Ideal zum Reinschnuppern oder für Gäste.',
  },
  {
    name: '10er-Karte',
    passType: 'MULTI' as const,
    amount: 120,
    billingPeriod: null,
    credits: 10,
    validityDays: 365,
    description: 'Zehn Kursstunden zum Vorteilspreis, ein Jahr lang gültig und in allen Kursen einlösbar.',
  },
  {
    name: 'Monatskarte',
    passType: 'MONTHLY' as const,
    amount: 59,
    billingPeriod: 'monatlich',
    credits: null,
    validityDays: 30,
    description: 'Unbegrenzt alle Kurse besuchen. Monatlich kündbar, ohne Aufnahmegebühr.',
  },
  {
    name: 'Jahreskarte',
    passType: 'YEARLY' as const,
    amount: 590,
    billingPeriod: 'jährlich',
    credits: null,
    validityDays: 365,
    description: 'Ein Jahr lang alle Kurse ohne Limit, zwei Monate gegenüber der Monatskarte gespart.',
  },
];

export const FAQS: { category: string; question: string; answer: string }[] = [
  {
    category: 'Allgemein',
    question: 'Wann hat das Sportzentrum geöffnet?',
    answer: 'Montag bis Freitag von 06:00 bis 22:00 Uhr, samstags von 08:00 bis 20:00 Uhr und sonntags von 09:00 bis 18:00 Uhr. An Feiertagen gelten die Sonntagszeiten.',
  },
  {
    category: 'Allgemein',
    question: 'Gibt es Parkplätze und Umkleiden?',
    answer: 'Direkt am Sportpark stehen kostenlose Parkplätze und überdachte Fahrradständer bereit. Umkleiden mit Duschen und Schließfächern finden Sie im Erdgeschoss; bitte bringen Sie ein eigenes Schloss mit.',
  },
  {
    category: 'Allgemein',
    question: 'Was muss ich zum Training mitbringen?',
    answer: 'Bequeme Sportkleidung, saubere Hallenschuhe, ein Handtuch und etwas zu trinken. Matten und alle Trainingsgeräte stellen wir Ihnen zur Verfügung.',
  },
  {
    category: 'Kurse & Buchung',
    question: 'Wie buche ich einen Kurs?',
    answer: 'Melden Sie sich an, wählen Sie im Stundenplan oder auf der Kursseite einen Termin und klicken Sie auf „Jetzt buchen“. Ihre Buchungen sehen Sie jederzeit in Ihrem Mitgliederbereich.',
  },
  {
    category: 'Kurse & Buchung',
    question: 'Kann ich eine Buchung stornieren?',
    answer: 'Ja, bis zum Kursbeginn können Sie jede Buchung in Ihrem Mitgliederbereich unter „Meine Buchungen“ kostenfrei stornieren. So wird Ihr Platz für die Warteliste frei.',
  },
  {
    category: 'Kurse & Buchung',
    question: 'Was passiert, wenn ein Kurs ausgebucht ist?',
    answer: 'Sie können sich auf die Warteliste setzen. Wird ein Platz frei, benachrichtigen wir Sie per Push-Nachricht. Sie werden nicht automatisch angemeldet, sondern buchen den freien Platz selbst.',
  },
  {
    category: 'Kurse & Buchung',
    question: 'Ich bin Anfänger. Welcher Kurs passt zu mir?',
    answer: 'Alle Kurse mit dem Level „Anfänger“ setzen keine Vorkenntnisse voraus, zum Beispiel Yoga, Zumba oder Rückenfitness. Unsere Trainerinnen und Trainer beraten Sie gern bei einer kostenlosen Probestunde.',
  },
  {
    category: 'Preise & Mitgliedschaft',
    question: 'Ist die erste Probestunde wirklich kostenlos?',
    answer: 'Ja. Ihre erste Kursstunde ist gratis und unverbindlich. Vereinbaren Sie einfach über das Kontaktformular oder telefonisch einen Termin.',
  },
  {
    category: 'Preise & Mitgliedschaft',
    question: 'Wie kann ich die Monatskarte kündigen?',
    answer: 'Die Monatskarte ist monatlich kündbar. Eine kurze Nachricht an info@sportzentrum-lindenau.de oder über den Mitgliederbereich bis zum Monatsende genügt.',
  },
  {
    category: 'Preise & Mitgliedschaft',
    question: 'Gibt es Ermäßigungen?',
    answer: 'Familien erhalten ab dem zweiten Familienmitglied 15 % Rabatt auf jede weitere Monats- oder Jahreskarte. Für Schülerinnen und Schüler, Studierende, Auszubildende und Menschen mit Beeinträchtigung bieten wir einen Sozialtarif an.',
  },
  {
    category: 'Kinder & Familie',
    question: 'Ab welchem Alter kann mein Kind teilnehmen?',
    answer: 'Baby-Massage und PEKiP beginnen schon in den ersten Lebenswochen. Kindersport richtet sich an Kinder von 4 bis 10 Jahren.',
  },
  {
    category: 'Kinder & Familie',
    question: 'Dürfen Eltern beim Kindersport zuschauen?',
    answer: 'In der ersten Stunde gern. Danach klappt es erfahrungsgemäß am besten, wenn die Kinder unter sich sind; im Foyer gibt es eine gemütliche Wartezone mit WLAN.',
  },
];

export type PostSeed = {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  image: string;
  daysAgo: number | null;
  content: string[];
};

export const POSTS: PostSeed[] = [
  {
    title: 'Neu im Programm: Power Yoga am Freitagabend',
    slug: 'neu-power-yoga-freitagabend',
    category: 'Kurse',
    image: '/images/posts/power-yoga-freitag.svg',
    daysAgo: 2,
    excerpt: 'Ab sofort startet das Wochenende mit einem kraftvollen Flow: Lena Hoffmann leitet freitags um 18 Uhr eine neue Power-Yoga-Stunde im Hauptstudio.',
    content: [
      'Viele von Ihnen haben es sich gewünscht, jetzt ist es so weit: Ab dieser Woche gibt es Power Yoga auch am Freitagabend. Von 18:00 bis 19:15 Uhr verwandelt sich unser Hauptstudio in einen Ort, an dem Sie die Arbeitswoche hinter sich lassen und mit neuer Energie ins Wochenende starten.',
      'Power Yoga verbindet die Atmung mit dynamischen Bewegungsfolgen. Sonnengrüße, Krieger-Varianten und Balancen fließen ineinander, sodass Kraft, Ausdauer und Beweglichkeit gleichzeitig trainiert werden. Am Ende jeder Stunde bleibt ausreichend Zeit für eine ruhige Entspannung.',
      'Geleitet wird der neue Kurs von Lena Hoffmann, die bereits die Power-Yoga-Stunde am Mittwochmorgen unterrichtet. Sie empfiehlt den Kurs allen, die schon etwas Yoga-Erfahrung mitbringen. Wer neu einsteigt, ist in unserem Hatha-Yoga am Montag oder Sonntag bestens aufgehoben.',
      'Matten, Blöcke und Gurte liegen bereit. Bringen Sie einfach bequeme Kleidung und ein Handtuch mit. Die Plätze sind auf 14 Teilnehmende begrenzt, buchen Sie deshalb am besten frühzeitig über den Stundenplan.',
    ],
  },
  {
    title: 'Rückenfit im Büroalltag: fünf Übungen für zwischendurch',
    slug: 'rueckenfit-im-bueroalltag',
    category: 'Gesundheit',
    image: '/images/posts/rueckenfit-buero.svg',
    daysAgo: 6,
    excerpt: 'Langes Sitzen belastet den Rücken. Unsere Trainerin Clara Richter zeigt fünf einfache Übungen, die Sie ohne Geräte am Schreibtisch machen können.',
    content: [
      'Acht Stunden am Schreibtisch, danach auf das Sofa: Unser Rücken hat es im Alltag nicht leicht. Physiotherapeutin und Trainerin Clara Richter weiß, dass schon wenige Minuten Bewegung am Tag einen großen Unterschied machen. Hier sind ihre fünf Lieblingsübungen für zwischendurch.',
      'Erstens: Schulterkreisen. Setzen Sie sich aufrecht hin und kreisen Sie die Schultern zehnmal langsam nach hinten. Das lockert den Nacken und öffnet den Brustkorb. Zweitens: die Katze im Sitzen. Legen Sie die Hände auf die Knie, runden Sie beim Ausatmen den Rücken und richten Sie ihn beim Einatmen wieder auf.',
      'Drittens: der Seitstrecker. Strecken Sie den rechten Arm über den Kopf und neigen Sie sich sanft nach links, dann wechseln Sie die Seite. Viertens: Beckenkippen. Kippen Sie das Becken im Sitzen abwechselnd nach vorn und hinten, um die Lendenwirbelsäule zu mobilisieren.',
      'Fünftens: Aufstehen und gehen. Die beste Haltung ist immer die nächste. Nutzen Sie Telefonate, um im Stehen zu sprechen, und gehen Sie für den Kaffee ein paar Schritte extra.',
      'Wer seinen Rücken gezielt stärken möchte, ist in unserem Kurs Rückenfitness genau richtig: dienstags um 9 Uhr mit Clara und sonntags um 11 Uhr mit Markus Schulz. Der Kurs ist auch für Einsteigerinnen und Einsteiger geeignet.',
    ],
  },
  {
    title: 'Neue Indoor-Cycles im Cycling-Raum',
    slug: 'neue-indoor-cycles',
    category: 'Neuigkeiten',
    image: '/images/posts/neue-indoor-cycles.svg',
    daysAgo: 12,
    excerpt: 'Vierzehn neue Räder mit Leistungsanzeige, eine frische Lichtanlage und bessere Belüftung: Unser Cycling-Raum ist runderneuert.',
    content: [
      'In den vergangenen Wochen wurde im Untergeschoss fleißig geschraubt. Jetzt ist es geschafft: Unser Cycling-Raum hat vierzehn neue Indoor-Cycles bekommen. Die Räder laufen besonders leise, lassen sich in Sattel- und Lenkerhöhe fein einstellen und zeigen Trittfrequenz, Leistung und Puls direkt am Display an.',
      'Auch rundherum hat sich einiges getan. Eine neue Lichtanlage sorgt bei Sprints und Bergetappen für die passende Stimmung, und zwei zusätzliche Ventilatoren halten die Luft angenehm frisch. Handtuchhalter und Flaschenhalter sind an jedem Rad montiert.',
      'Trainer Markus Schulz freut sich besonders über die Leistungsanzeige: So können alle genau in ihrem Bereich trainieren, und Fortschritte werden von Woche zu Woche sichtbar. Er erklärt Ihnen in der ersten Stunde gern, wie Sie das Rad richtig einstellen.',
      'Spinning findet montags um 6:30 Uhr, dienstags um 19:30 Uhr und freitags um 17:00 Uhr statt. Probieren Sie die neuen Räder doch bei einer kostenlosen Probestunde aus.',
    ],
  },
  {
    title: 'Sommerfest im Sportpark: Programm und Mitmachaktionen',
    slug: 'sommerfest-im-sportpark',
    category: 'Events',
    image: '/images/posts/sommerfest.svg',
    daysAgo: 19,
    excerpt: 'Schnupperkurse, Kinderparcours, Live-Musik und ein Zumba-Flashmob: Wir laden die ganze Nachbarschaft zu unserem Sommerfest ein.',
    content: [
      'Einmal im Jahr öffnen wir die Türen für die ganze Nachbarschaft und feiern gemeinsam im Sportpark. Auch in diesem Jahr erwartet Sie ein buntes Programm für alle Altersgruppen, der Eintritt ist frei.',
      'Den ganzen Tag über finden kostenlose Schnupperkurse statt: von Yoga und Pilates über Boxen bis zu einer Spinning-Staffel, bei der Teams gegeneinander antreten. Unsere Trainerinnen und Trainer stehen für Fragen bereit und stellen ihre Kurse vor.',
      'Für die Kleinsten baut Tobias Neumann einen großen Bewegungsparcours auf, mit Balancierbalken, Hüpfburg und Sackhüpfen. Im Eltern-Kind-Raum zeigt Miriam Krüger, wie Baby-Massage funktioniert, und beantwortet Fragen rund um PEKiP.',
      'Am Nachmittag spielt eine Band aus der Nachbarschaft, und um 17 Uhr lädt Sophie Wagner zum großen Zumba-Flashmob auf der Wiese ein. Für Getränke, Obst und Kuchen sorgt unser Förderverein; der Erlös geht an die Kinder- und Jugendarbeit.',
      'Wir freuen uns auf Sie, Ihre Familie und Ihre Freunde!',
    ],
  },
  {
    title: 'Ferienprogramm für Kinder in den Herbstferien',
    slug: 'ferienprogramm-herbstferien',
    category: 'Events',
    image: '/images/posts/ferienprogramm.svg',
    daysAgo: null,
    excerpt: 'Eine Woche Sport, Spiel und Abenteuer für Kinder von 6 bis 12 Jahren. Die Anmeldung startet bald.',
    content: [
      'In den Herbstferien bieten wir wieder eine Sportwoche für Kinder von 6 bis 12 Jahren an. Jeden Tag von 9 bis 15 Uhr stehen Ballspiele, Turnen, kleine Kampfsportübungen und ein Ausflug in den Park auf dem Programm.',
      'Die Einzelheiten zu Preisen und Anmeldung veröffentlichen wir in Kürze.',
    ],
  },
];

export const PAGES: { slug: string; title: string; metaTitle: string; metaDescription: string; content: string }[] = [
  {
    slug: 'ueber-uns',
    title: 'Über uns',
    metaTitle: 'Über uns – Sportzentrum Lindenau',
    metaDescription: 'Lernen Sie das Sportzentrum Lindenau kennen: unsere Geschichte, unser Team und unsere Räume.',
    content: `<h2>Bewegung für alle Generationen</h2>
<p>Das Sportzentrum Lindenau ist seit 2009 ein Treffpunkt für Menschen, die sich gern bewegen. Was als kleiner Verein mit zwei Gymnastikgruppen begann, ist heute ein modernes Kurszentrum mit vier Räumen, sieben Trainerinnen und Trainern und über zwanzig Kursen pro Woche.</p>
<p>Bei uns trainieren Babys mit ihren Eltern, Kinder nach der Schule, Berufstätige vor und nach der Arbeit und Seniorinnen und Senioren am Vormittag. Uns ist wichtig, dass sich alle willkommen fühlen, ganz gleich, wie fit sie sind.</p>
<h2>Was uns ausmacht</h2>
<ul>
<li>Kleine Gruppen, damit jede und jeder persönlich betreut wird</li>
<li>Qualifizierte Trainerinnen und Trainer mit regelmäßigen Fortbildungen</li>
<li>Helle, gut ausgestattete Räume mitten im Grünen</li>
<li>Faire Preise, Familienrabatt und ein Sozialtarif</li>
</ul>
<h2>Unsere Räume</h2>
<p>Im Hauptstudio mit Schwingboden finden Yoga, Zumba und Kindersport statt. Der Kursraum 2 ist für Pilates, Rückenfitness und Boxen eingerichtet, der Cycling-Raum im Untergeschoss für Spinning. Im warmen Eltern-Kind-Raum treffen sich PEKiP- und Baby-Massage-Gruppen.</p>
<h2>Besuchen Sie uns</h2>
<p>Am besten lernen Sie uns bei einer kostenlosen Probestunde kennen. Wir freuen uns auf Sie!</p>`,
  },
  {
    slug: 'impressum',
    title: 'Impressum',
    metaTitle: 'Impressum – Sportzentrum Lindenau',
    metaDescription: 'Anbieterkennzeichnung des Sportzentrums Lindenau.',
    content: `<h2>Angaben gemäß § 5 DDG</h2>
<p>Sportzentrum Lindenau GmbH<br>Am Sportpark 12<br>04177 Lindenau</p>
<h2>Vertreten durch</h2>
<p>Geschäftsführerin: Katrin Vogel</p>
<h2>Kontakt</h2>
<ul>
<li>Telefon: +49 341 123 456 0</li>
<li>E-Mail: info@sportzentrum-lindenau.de</li>
</ul>
<h2>Registereintrag</h2>
<p>Eintragung im Handelsregister. Registergericht: Amtsgericht Lindenau, Registernummer: HRB 00000 (Beispielangabe)</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000 (Beispielangabe)</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Katrin Vogel, Anschrift wie oben.</p>
<h2>Hinweis</h2>
<p>Diese Website ist eine Demonstration. Das Sportzentrum Lindenau, alle Personen und alle Angaben auf dieser Seite sind frei erfunden.</p>`,
  },
  {
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    metaTitle: 'Datenschutz – Sportzentrum Lindenau',
    metaDescription: 'Wie das Sportzentrum Lindenau Ihre Daten verarbeitet: nur notwendige Cookies, keine Drittanbieter.',
    content: `<h2>Verantwortliche Stelle</h2>
<p>Sportzentrum Lindenau GmbH, Am Sportpark 12, 04177 Lindenau, E-Mail: info@sportzentrum-lindenau.de, Telefon: +49 341 123 456 0.</p>
<h2>Das Wichtigste in Kürze</h2>
<ul>
<li>Wir setzen ausschließlich technisch notwendige Cookies ein.</li>
<li>Wir verwenden keine Analyse- oder Werbedienste.</li>
<li>Schriften, Bilder und Symbole liefern wir selbst aus; beim Besuch dieser Website werden keine Inhalte von fremden Servern geladen.</li>
</ul>
<h2>Cookies</h2>
<p>Wenn Sie sich anmelden, speichern wir ein Sitzungs-Cookie, damit Sie angemeldet bleiben. Im Verwaltungsbereich merkt sich ein weiteres Cookie, ob die Seitenleiste ein- oder ausgeklappt ist. Beide Cookies sind für den Betrieb erforderlich (§ 25 Abs. 2 TDDDG) und enthalten keine Daten zu Werbezwecken.</p>
<h2>Mitgliedskonto und Buchungen</h2>
<p>Für Ihr Konto verarbeiten wir Name, E-Mail-Adresse, optional Ihre Telefonnummer sowie Ihre Buchungen, Wartelisten-Einträge, Zahlungen und Nachrichten. Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Passwörter speichern wir nur als sicheren Hash.</p>
<h2>Kontaktformular und Newsletter</h2>
<p>Nachrichten aus dem Kontaktformular verwenden wir nur zur Beantwortung Ihrer Anfrage. Für den Newsletter nutzen wir das Double-Opt-in-Verfahren: Erst nach Bestätigung des Links in unserer E-Mail erhalten Sie Post von uns. Sie können sich jederzeit über den Link in jeder Ausgabe abmelden.</p>
<h2>Server-Protokolle</h2>
<p>Beim Aufruf der Website werden technisch notwendige Daten wie Zeitpunkt, aufgerufene Adresse und IP-Adresse kurzzeitig protokolliert, um den sicheren Betrieb zu gewährleisten und Missbrauch abzuwehren.</p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. In Ihrem Mitgliederbereich können Sie Ihre Daten selbst exportieren und Ihr Konto löschen. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.</p>`,
  },
  {
    slug: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    metaTitle: 'AGB – Sportzentrum Lindenau',
    metaDescription: 'Allgemeine Geschäftsbedingungen für Kursbuchungen, Karten und Mitgliedschaften im Sportzentrum Lindenau.',
    content: `<h2>1. Geltungsbereich</h2>
<p>Diese Bedingungen gelten für alle Kursbuchungen, Karten und Mitgliedschaften der Sportzentrum Lindenau GmbH.</p>
<h2>2. Buchung von Kursen</h2>
<ul>
<li>Kurse werden online im Mitgliederbereich gebucht. Die Buchung ist mit der Bestätigung „Buchung bestätigt“ verbindlich.</li>
<li>Jede Kursstunde hat eine begrenzte Zahl an Plätzen. Ist ein Kurs ausgebucht, können Sie sich auf die Warteliste setzen.</li>
<li>Wird ein Platz frei, informieren wir die Personen auf der Warteliste der Reihe nach. Eine Anmeldung erfolgt nicht automatisch.</li>
</ul>
<h2>3. Stornierung</h2>
<ul>
<li>Sie können eine Buchung bis zum Beginn der Kursstunde kostenfrei stornieren.</li>
<li>Bei wiederholtem Nichterscheinen ohne Stornierung behalten wir uns vor, Buchungen für einen begrenzten Zeitraum einzuschränken.</li>
<li>Fällt ein Kurs durch uns aus, informieren wir Sie so früh wie möglich; bereits abgebuchte Einheiten werden gutgeschrieben.</li>
</ul>
<h2>4. Preise und Karten</h2>
<ul>
<li>Es gelten die auf der Seite „Preise &amp; Mitgliedschaft“ veröffentlichten Preise inklusive Umsatzsteuer.</li>
<li>Die 10er-Karte ist ab Kauf 365 Tage gültig. Die Monatskarte verlängert sich monatlich und ist zum Monatsende kündbar. Die Jahreskarte gilt 365 Tage.</li>
<li>Die erste Probestunde ist kostenlos.</li>
</ul>
<h2>5. Gesundheit und Haftung</h2>
<p>Die Teilnahme erfolgt auf eigene Verantwortung. Bitte informieren Sie die Trainerin oder den Trainer vor der Stunde über gesundheitliche Einschränkungen. Für Wertsachen übernehmen wir keine Haftung; nutzen Sie bitte die Schließfächer.</p>
<h2>6. Hausordnung</h2>
<p>Bitte tragen Sie in den Kursräumen saubere Hallenschuhe und nutzen Sie ein Handtuch. Den Anweisungen des Personals ist Folge zu leisten.</p>`,
  },
];

export const GALLERY: { file: string; category: MediaCategory; alt: string }[] = [
  { file: 'yoga-gruppe.svg', category: 'kurse', alt: 'Yoga-Gruppe in der Kriegerhaltung im Hauptstudio' },
  { file: 'spinning-kurs.svg', category: 'kurse', alt: 'Spinning-Kurs auf den Indoor-Cycles' },
  { file: 'kindersport-parcours.svg', category: 'kurse', alt: 'Kinder balancieren beim Kindersport über einen Parcours' },
  { file: 'boxtraining.svg', category: 'kurse', alt: 'Boxtraining am Sandsack im Kursraum 2' },
  { file: 'sommerfest.svg', category: 'events', alt: 'Sommerfest im Sportpark mit Girlanden und Zelt' },
  { file: 'zumba-flashmob.svg', category: 'events', alt: 'Zumba-Flashmob auf der Wiese beim Sommerfest' },
  { file: 'lauftreff.svg', category: 'events', alt: 'Lauftreff startet am Sportpark' },
  { file: 'hauptstudio.svg', category: 'raeumlichkeiten', alt: 'Das helle Hauptstudio mit Spiegelwand und großen Fenstern' },
  { file: 'cycling-raum.svg', category: 'raeumlichkeiten', alt: 'Der Cycling-Raum mit Indoor-Cycles in zwei Reihen' },
  { file: 'eltern-kind-raum.svg', category: 'raeumlichkeiten', alt: 'Der Eltern-Kind-Raum mit Krabbelmatten und Bällebad' },
];

export const TESTIMONIALS = [
  {
    name: 'Julia S.',
    role: 'Mitglied seit 2021',
    rating: 5,
    isFeatured: true,
    content: 'Die Yoga-Stunden bei Lena sind mein fester Ausgleich zum Büroalltag. Die Gruppe ist herzlich, und ich fühle mich jedes Mal gut betreut.',
  },
  {
    name: 'Familie Köhler',
    role: 'PEKiP-Gruppe',
    rating: 5,
    isFeatured: true,
    content: 'Im PEKiP-Kurs haben wir nicht nur viel über unsere Tochter gelernt, sondern auch tolle Familien aus der Nachbarschaft kennengelernt.',
  },
  {
    name: 'Felix W.',
    role: 'Spinning und Boxen',
    rating: 4,
    isFeatured: true,
    content: 'Spinning am frühen Montagmorgen klingt hart, macht mit Markus aber richtig Spaß. Die neuen Räder sind super.',
  },
  {
    name: 'Renate B.',
    role: 'Rückenfitness',
    rating: 5,
    isFeatured: false,
    content: 'Seit ich zweimal pro Woche zur Rückenfitness gehe, sind meine Rückenschmerzen fast verschwunden. Clara erklärt jede Übung ganz genau.',
  },
  {
    name: 'Tim S.',
    role: 'HIIT Training',
    rating: 4,
    isFeatured: false,
    content: 'Kurz, knackig und anstrengend. Genau das richtige Training vor der Arbeit, und trotzdem gibt es für jede Übung eine leichtere Variante.',
  },
];

// The site's built-in navigation as the two editable menus: after seeding, the site looks as without them.
export const MENUS = [
  { name: 'Hauptmenü', location: 'header', items: BUILT_IN_NAVIGATION.header },
  { name: 'Fußzeile', location: 'footer', items: BUILT_IN_NAVIGATION.footer },
] satisfies { name: string; location: MenuLocation; items: NavigationItem[] }[];
