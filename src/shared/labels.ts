/**
 * German labels for the stored (lower-case) enums and the product's other fixed vocabularies.
 * One table for server (e-mails, CSV) and web; `satisfies` keeps each table in step with its enum.
 */

import type {
  AuditAction,
  AuditEntity,
  BookingPayment,
  ChargeStatus,
  CollectionRunStatus,
  CourseLevel,
  FamilyRelation,
  LateCancellationPolicy,
  MailStatus,
  MediaCategory,
  MessageStatus,
  NoticeKind,
  NoticeState,
  PassLedgerKind,
  PassState,
  PassType,
  PaymentStatus,
  Role,
  RoomType,
  VatRate,
  SeriesRegistrationStatus,
  SessionStatus,
  SubscriberStatus,
  VideoType,
  WaitlistMode,
} from './enums';

export const ROLE_LABELS = { ADMIN: 'Admin', TRAINER: 'Trainer', MEMBER: 'Mitglied' } as const satisfies Record<Role, string>;

/** Course level: the public site says "Profis" for ADVANCED, the admin area "Experte". */
export const LEVEL_LABELS = { BEGINNER: 'Anfänger', INTERMEDIATE: 'Fortgeschritten', ADVANCED: 'Profis' } as const satisfies Record<CourseLevel, string>;
export const ADMIN_LEVEL_LABELS = { BEGINNER: 'Anfänger', INTERMEDIATE: 'Fortgeschritten', ADVANCED: 'Experte' } as const satisfies Record<CourseLevel, string>;

export const BOOKING_STATUS_LABELS = { confirmed: 'Bestätigt', cancelled: 'Storniert', waitlist: 'Warteliste', attended: 'Teilgenommen', no_show: 'Nicht erschienen' } as const;

/** Member-facing session status labels; the admin session list uses ADMIN_SESSION_STATUS_LABELS. */
export const SESSION_STATUS_LABELS = { scheduled: 'Geplant', completed: 'Abgeschlossen', cancelled: 'Abgesagt' } as const satisfies Record<SessionStatus, string>;
export const ADMIN_SESSION_STATUS_LABELS = { scheduled: 'Aktiv', completed: 'Beendet', cancelled: 'Abgesagt' } as const satisfies Record<SessionStatus, string>;

export const PAYMENT_STATUS_LABELS = {
  pending: 'Ausstehend',
  completed: 'Abgeschlossen',
  failed: 'Fehlgeschlagen',
  refunded: 'Erstattet',
} as const satisfies Record<PaymentStatus, string>;

/** A pass's payment as the office's pass list reads it: '120,00 € · bezahlt'. */
export const PASS_PAYMENT_STATUS_LABELS = {
  pending: 'offen',
  completed: 'bezahlt',
  failed: 'fehlgeschlagen',
  refunded: 'erstattet',
} as const satisfies Record<PaymentStatus, string>;

/** A notice through 'Verträge hier kündigen': its kind, and how far the office has dealt with it. */
export const NOTICE_KIND_LABELS = { ordinary: 'Ordentliche Kündigung', extraordinary: 'Außerordentliche Kündigung' } as const satisfies Record<NoticeKind, string>;
export const NOTICE_STATE_LABELS = { received: 'Eingegangen', confirmed: 'Bestätigt', rejected: 'Abgelehnt' } as const satisfies Record<NoticeState, string>;

/** How a family member is related to the member who books for them ('Familienmitglieder' in Mein Profil). */
export const FAMILY_RELATION_LABELS = { child: 'Kind', partner: 'Partner/in' } as const satisfies Record<FamilyRelation, string>;

/** A course-series registration as Meine Buchungen names it (a waitlisted one adds its position). */
export const SERIES_REGISTRATION_STATUS_LABELS = { confirmed: 'Angemeldet', waitlisted: 'Warteliste', cancelled: 'Abgemeldet' } as const satisfies Record<SeriesRegistrationStatus, string>;

export const MESSAGE_STATUS_LABELS = { unread: 'Ungelesen', read: 'Gelesen', replied: 'Beantwortet' } as const satisfies Record<MessageStatus, string>;

export const SUBSCRIBER_STATUS_LABELS = {
  pending: 'Unbestätigt',
  active: 'Aktiv',
  unsubscribed: 'Abgemeldet',
  bounced: 'Bounce',
} as const satisfies Record<SubscriberStatus, string>;

export const PUBLISH_STATUS_LABELS = { draft: 'Entwurf', published: 'Veröffentlicht' } as const;

export const PASS_TYPE_LABELS = { SINGLE: 'Einzeleintritt', MULTI: '10er-Karte', MONTHLY: 'Monatskarte', YEARLY: 'Jahreskarte' } as const satisfies Record<PassType, string>;

/** The ledger's entry kinds, as the member's and the office's pass history name them. */
export const PASS_LEDGER_KIND_LABELS = {
  purchase: 'Kauf',
  booking: 'Buchung',
  cancel_in_time: 'Stornierung innerhalb der Frist',
  late_cancel: 'Verspätete Stornierung',
  no_show: 'Nicht erschienen',
  studio_cancel: 'Absage durch das Studio',
  expiry: 'Verfallen',
  correction: 'Korrektur',
  void: 'Karte storniert',
} as const satisfies Record<PassLedgerKind, string>;

export const PASS_STATE_LABELS = { active: 'aktiv', awaiting_payment: 'Zahlung ausstehend', paused: 'pausiert', used_up: 'aufgebraucht', expired: 'abgelaufen', cancelled: 'storniert' } as const satisfies Record<PassState, string>;

/** How a booking is paid, as the trainer's participant list and the member's bookings show it. */
export const BOOKING_PAYMENT_LABELS = { pass: 'Karte', trial: 'Probetraining', on_site: 'Zahlung vor Ort', series: 'Kursreihe' } as const satisfies Record<BookingPayment, string>;

export const WAITLIST_MODE_LABELS = { notify_all: 'Alle benachrichtigen', auto: 'Automatisch nachrücken', offer: 'Platz anbieten' } as const satisfies Record<WaitlistMode, string>;

export const LATE_CANCELLATION_POLICY_LABELS = {
  refuse: 'Stornierung ablehnen',
  forfeit: 'Stornierung erlauben, Eintritt verfällt',
} as const satisfies Record<LateCancellationPolicy, string>;

export const ROOM_TYPE_LABELS = { STUDIO: 'Studio', GYM: 'Fitnessraum', POOL: 'Schwimmbad', OUTDOOR: 'Außenbereich' } as const satisfies Record<RoomType, string>;

export const VIDEO_TYPE_LABELS = { none: 'Kein Video', youtube: 'YouTube', vimeo: 'Vimeo', upload: 'Upload' } as const satisfies Record<VideoType, string>;

export const AUDIT_ENTITY_LABELS = {
  course: 'Kurs',
  trainer: 'Trainer',
  room: 'Raum',
  schedule: 'Zeitplan',
  session: 'Session',
  price: 'Preis',
  payment: 'Zahlung',
  message: 'Nachricht',
  user_role: 'Benutzerrolle',
  settings: 'Einstellungen',
  menu: 'Menü',
  mail: 'Postausgang',
  waitlist: 'Warteliste',
  page: 'Seite',
  post: 'Beitrag',
  media: 'Medien',
  subscriber: 'Abonnent',
  newsletter: 'Newsletter',
  testimonial: 'Testimonial',
  faq: 'FAQ',
  two_factor: 'Zwei-Faktor-Anmeldung',
  pass: 'Karte/Abo',
  booking_block: 'Buchungssperre',
  order: 'Bestellung',
  mandate: 'SEPA-Mandat',
  collection_run: 'Lastschriftlauf',
  contract_notice: 'Kündigung',
} as const satisfies Record<AuditEntity, string>;

/** A collection run ('Lastschriften'), as the office's list shows it. */
export const COLLECTION_RUN_STATUS_LABELS = { created: 'Erstellt', submitted: 'An die Bank übergeben', cancelled: 'Storniert' } as const satisfies Record<CollectionRunStatus, string>;

/** A direct-debit charge: waiting for a run, in one, collected, returned by the bank, or not to be collected. */
export const CHARGE_STATUS_LABELS = { due: 'Fällig', in_run: 'Im Lauf', collected: 'Eingezogen', returned: 'Zurückgegeben', cancelled: 'Storniert' } as const satisfies Record<ChargeStatus, string>;

/** The outbox: 'logged' is a mail kept without a mail server (no SMTP_URL), written to the log only. */
export const MAIL_STATUS_LABELS = { queued: 'Ausstehend', sent: 'Gesendet', logged: 'Gespeichert', failed: 'Fehlgeschlagen' } as const satisfies Record<MailStatus, string>;

export const AUDIT_ACTION_LABELS = { created: 'Erstellt', updated: 'Geändert', deleted: 'Gelöscht' } as const satisfies Record<AuditAction, string>;

/** Weekdays indexed 0 (Sunday) to 6 (Saturday), as course_schedules.day_of_week. */
export const WEEKDAY_LABELS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;

/** Label of a key, falling back to the raw value for unknown keys. */
export function labelOf<T extends Record<string, string>>(labels: T, key: string | null | undefined, fallback = '-'): string {
  if (!key) return fallback;
  return (labels as Record<string, string>)[key] ?? key;
}

/** Gallery and media-library categories. */
export const MEDIA_CATEGORY_LABELS = { kurse: 'Kurse', events: 'Events', raeumlichkeiten: 'Räumlichkeiten' } as const satisfies Record<MediaCategory, string>;

export const VAT_RATE_LABELS = { 19: '19 %', 7: '7 %', 0: '0 % (steuerfrei)' } as const satisfies Record<VatRate, string>;
