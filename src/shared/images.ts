// Bundled illustrations under src/web/public/images (served from /images). Nothing is loaded from a
// third-party host.

/** Course images by exact course name; other courses get a placeholder icon in the UI. */
export const COURSE_IMAGES: Readonly<Record<string, string>> = {
  Aerobic: '/images/courses/aerobic.svg',
  'Baby-Massage': '/images/courses/baby-massage.svg',
  Boxen: '/images/courses/boxen.svg',
  'HIIT Training': '/images/courses/hiit-training.svg',
  Kindersport: '/images/courses/kindersport.svg',
  PEKiP: '/images/courses/pekip.svg',
  Pilates: '/images/courses/pilates.svg',
  'Power Yoga': '/images/courses/power-yoga.svg',
  Rückenfitness: '/images/courses/rueckenfitness.svg',
  Spinning: '/images/courses/spinning.svg',
  Yoga: '/images/courses/yoga.svg',
  Zumba: '/images/courses/zumba.svg',
};

export const COURSE_PLACEHOLDER_IMAGE = '/images/courses/placeholder.svg';

/** Portraits of the demo trainers, by lower-case first name. */
export const TRAINER_PHOTOS: ReadonlySet<string> = new Set(['lena', 'jonas', 'sophie', 'markus', 'miriam', 'tobias', 'clara']);

export const DEFAULT_TRAINER_PHOTO = '/images/trainers/default.svg';

const hasValue = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** An uploaded image wins; otherwise the bundled image for the exact course name; otherwise null. */
export function courseImageFor(name: string, imageUrl?: string | null): string | null {
  if (hasValue(imageUrl)) return imageUrl;
  return Object.hasOwn(COURSE_IMAGES, name) ? COURSE_IMAGES[name] : null;
}

/** An uploaded photo wins; otherwise the bundled portrait for the first name; otherwise the default. */
export function trainerPhotoFor(firstName: string, photoUrl?: string | null): string {
  if (hasValue(photoUrl)) return photoUrl;
  const key = firstName.trim().toLowerCase();
  return TRAINER_PHOTOS.has(key) ? `/images/trainers/${key}.svg` : DEFAULT_TRAINER_PHOTO;
}

/**
 * A post's featured image: a bare file name maps to the bundled post images; a path or URL (starting with
 * '/', or http(s)) passes through; nothing gives null.
 */
export function postImageFor(featuredImage: string | null | undefined): string | null {
  if (!hasValue(featuredImage)) return null;
  const value = featuredImage.trim();
  if (value.startsWith('/') || /^https?:\/\//i.test(value)) return value;
  return `/images/posts/${encodeURIComponent(value)}`;
}
