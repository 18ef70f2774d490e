import type { FieldValues, Resolver } from 'react-hook-form';
import type { resolvers } from './auth-schemas';

/**
 * A react-hook-form resolver that loads the auth forms' zod schemas (and zod) on the first
 * validation. The forms validate on submit only, so /auth's first load carries no zod.
 */
export function lazyResolver<T extends FieldValues>(name: keyof typeof resolvers): Resolver<T> {
  return async (values, context, options) => {
    const { resolvers } = await import('./auth-schemas');
    return (resolvers[name] as unknown as Resolver<T>)(values, context, options);
  };
}
