/*
 * The kit's field is the primitive's Field (label, control, hint and message wired with htmlFor,
 * aria-invalid and aria-describedby), so a form takes every part of itself from the kit.
 */
export { Field, type FieldControlProps } from '@/components/ui/field';
