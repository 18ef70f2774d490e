import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILES_WITH_OWN_MODULES } from './own-modules';

const testFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`);

describe('test files that replace a module', () => {
  it('all run with modules of their own', () => {
    const mocking = [...testFiles('tests/api'), ...testFiles('tests/security')].filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
    expect(mocking.sort()).toEqual([...FILES_WITH_OWN_MODULES].sort());
  });
});
