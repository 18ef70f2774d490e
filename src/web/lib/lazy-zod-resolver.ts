import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for one of the shared zod schemas (src/shared/schemas, the ones the server
 * validates with), loaded with zod on the first validation. Forms validate on submit, so no page's
 * first load carries zod. Create it once per schema, at module level.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema(), import('@shared/zod-german')]).then(
      ([{ zodResolver }, schema, { applyGermanZodMessages }]) => {
        // A check without a message of its own shows zod's text: German, as on the server.
        applyGermanZodMessages();
        return zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
      },
    );
    return (await loaded)(values, context, options);
  };
}
