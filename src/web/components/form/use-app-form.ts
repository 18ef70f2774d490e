import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

type AppFormOptions = {
  /**
   * When a field shows its message again after a failed submit: 'change' (the admin and member forms: the
   * message goes as soon as the input is right) or 'submit' (the sign-in and password forms: nothing
   * flickers while a password is typed).
   */
  revalidate?: 'change' | 'submit';
};

/**
 * The form set-up every form of the app shares: the shared zod schema as resolver (`lazyZodResolver`, made
 * once per schema at module level), checked on submit, and the form's starting values.
 */
export function useAppForm<In extends FieldValues, Out extends FieldValues>(
  resolver: Resolver<In, unknown, Out>,
  defaultValues?: DefaultValues<In>,
  { revalidate = 'change' }: AppFormOptions = {},
) {
  return useForm<In, unknown, Out>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: revalidate === 'change' ? 'onChange' : 'onSubmit' });
}
