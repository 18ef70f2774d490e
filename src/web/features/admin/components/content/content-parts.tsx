import { useId, type ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { PUBLISH_STATUS_LABELS } from '@shared/labels';
import { slugify, type PageInput, type PageValues, type PostInput, type PostValues } from '@shared/schemas/admin-content';

/** 'Entwurf' or 'Veröffentlicht', from is_published. */
export function PublishedBadge({ published }: { published: boolean }) {
  return <Badge variant={published ? 'default' : 'muted'}>{PUBLISH_STATUS_LABELS[published ? 'published' : 'draft']}</Badge>;
}

/** The fields every page and post has: title, slug (filled from a new title), content, meta title and description. */
type ContentForm = { title: string; slug: string; content: string; metaTitle: string; metaDescription: string };
type ContentFormApi = UseFormReturn<PageInput, unknown, PageValues> | UseFormReturn<PostInput, unknown, PostValues>;

export function TitleAndSlugFields({ form, isNew, slugPrefix }: { form: ContentFormApi; isNew: boolean; slugPrefix: string }) {
  const id = useId();
  const f = form as unknown as UseFormReturn<ContentForm>;
  const errors = f.formState.errors as FieldErrors<ContentForm>;
  const title = f.register('title', {
    onChange: (event: { target: { value: string } }) => {
      // A new record's slug follows its title until the admin edits the slug.
      if (isNew && !f.getFieldState('slug').isDirty) f.setValue('slug', slugify(event.target.value));
    },
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-title`} label="Titel" error={errors.title?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" {...control} {...title} />}
      </Field>
      <Field id={`${id}-slug`} label="Slug" hint={`Adresse: ${slugPrefix}…; Kleinbuchstaben, Ziffern und Bindestriche`} error={errors.slug?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" spellCheck={false} {...control} {...f.register('slug')} />}
      </Field>
    </div>
  );
}

/** The content's rich-text field; `action` (an AI button) sits beside its label. */
export function ContentField({ form, action }: { form: ContentFormApi; action?: ReactNode }) {
  const id = useId();
  const f = form as unknown as UseFormReturn<ContentForm>;
  return (
    <Controller
      control={f.control}
      name="content"
      render={({ field, fieldState }) => (
        <RichTextEditor id={`${id}-content`} label="Inhalt" labelAction={action} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}

export function MetaFields({ form }: { form: ContentFormApi }) {
  const id = useId();
  const f = form as unknown as UseFormReturn<ContentForm>;
  const errors = f.formState.errors as FieldErrors<ContentForm>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-meta-title`} label="Meta-Titel" hint="Für Suchmaschinen; leer: der Titel" error={errors.metaTitle?.message}>
        {(control) => <Input autoComplete="off" {...control} {...f.register('metaTitle')} />}
      </Field>
      <Field id={`${id}-meta-description`} label="Meta-Beschreibung" hint="Höchstens 300 Zeichen" error={errors.metaDescription?.message}>
        {(control) => <Textarea rows={2} {...control} {...f.register('metaDescription')} />}
      </Field>
    </div>
  );
}

/** A date as the lists show it: '24.11.2026'. */
export const germanDate = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
