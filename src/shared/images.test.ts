import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COURSE_IMAGES, COURSE_PLACEHOLDER_IMAGE, DEFAULT_TRAINER_PHOTO, TRAINER_PHOTOS, courseImageFor, postImageFor, trainerPhotoFor } from './images';

const publicFile = (url: string) => `src/web/public${url}`;

describe('courseImageFor', () => {
  it('prefers an uploaded image, then the exact course name, else null', () => {
    expect(courseImageFor('Yoga', '/uploads/courses/eigenes.webp')).toBe('/uploads/courses/eigenes.webp');
    expect(courseImageFor('Yoga')).toBe('/images/courses/yoga.svg');
    expect(courseImageFor('Rückenfitness', '')).toBe('/images/courses/rueckenfitness.svg');
    expect(courseImageFor('yoga')).toBeNull();
    expect(courseImageFor('Aqua-Fitness', null)).toBeNull();
    expect(courseImageFor('toString')).toBeNull();
  });

  it('points at bundled files', () => {
    for (const url of [...Object.values(COURSE_IMAGES), COURSE_PLACEHOLDER_IMAGE]) expect(existsSync(publicFile(url)), url).toBe(true);
  });
});

describe('trainerPhotoFor', () => {
  it('prefers an uploaded photo, then the first name, else the default portrait', () => {
    expect(trainerPhotoFor('Lena', '/uploads/trainer.webp')).toBe('/uploads/trainer.webp');
    expect(trainerPhotoFor('Lena')).toBe('/images/trainers/lena.svg');
    expect(trainerPhotoFor(' JONAS ', null)).toBe('/images/trainers/jonas.svg');
    expect(trainerPhotoFor('Unbekannt')).toBe(DEFAULT_TRAINER_PHOTO);
  });

  it('points at bundled files', () => {
    for (const name of TRAINER_PHOTOS) expect(existsSync(publicFile(`/images/trainers/${name}.svg`)), name).toBe(true);
    expect(existsSync(publicFile(DEFAULT_TRAINER_PHOTO))).toBe(true);
  });
});

describe('postImageFor', () => {
  it('maps file names to bundled post images and passes paths and URLs through', () => {
    expect(postImageFor('sommerfest.svg')).toBe('/images/posts/sommerfest.svg');
    expect(postImageFor('/images/posts/sommerfest.svg')).toBe('/images/posts/sommerfest.svg');
    expect(postImageFor('/uploads/posts/bild.webp')).toBe('/uploads/posts/bild.webp');
    expect(postImageFor('https://cdn.example.org/bild.png')).toBe('https://cdn.example.org/bild.png');
    expect(postImageFor(null)).toBeNull();
    expect(postImageFor('  ')).toBeNull();
  });
});
