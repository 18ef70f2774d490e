import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { postImageFor } from '@shared/images';
import type { AdminPost, PostInput, PostValues } from '@shared/schemas/admin-content';
import { AI_MESSAGES } from '@shared/schemas/ai';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { generateExcerpt, generatePostContent } from '@/features/admin/api/ai';
import { useCreatePost } from '@/features/admin/api/create-post';
import { useUpdatePost } from '@/features/admin/api/update-post';
import { AiButton } from '../ai/ai-button';
import { CheckboxField } from '@/components/form/checkbox';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { ImageAddressField } from '../media/image-address-field';
import { ContentField, MetaFields, TitleAndSlugFields } from './content-parts';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-content').then((schemas) => schemas.postInputSchema));

const FIELDS = ['title', 'slug', 'content', 'excerpt', 'category', 'featuredImage', 'metaTitle', 'metaDescription', 'isPublished'] as const;

type PostForm = { title: string; slug: string; content: string; excerpt: string; category: string; featuredImage: string; metaTitle: string; metaDescription: string; isPublished: boolean };

const valuesOf = (post: AdminPost | null): PostForm => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  content: post?.content ?? '',
  excerpt: post?.excerpt ?? '',
  category: post?.category ?? '',
  featuredImage: post?.featuredImage ?? '',
  metaTitle: post?.metaTitle ?? '',
  metaDescription: post?.metaDescription ?? '',
  isPublished: post?.isPublished ?? false,
});

type PostFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; post: AdminPost | null; categories: string[] };

/** Create or edit a post: title and slug required, new posts are drafts. */
export function PostFormDialog({ open, onOpenChange, post, categories }: PostFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="2xl" title={post ? 'Beitrag bearbeiten' : 'Neuer Beitrag'} description="Titel, Inhalt, Bild und Kategorie des Beitrags für „Aktuelles“.">
      {(close) => <PostEditor post={post} categories={categories} onDone={close} />}
    </FormDialog>
  );
}

function PostEditor({ post, categories, onDone }: { post: AdminPost | null; categories: string[]; onDone: () => void }) {
  const id = useId();
  const create = useCreatePost();
  const update = useUpdatePost();
  const form = useAppForm<PostInput, PostValues>(resolver, valuesOf(post));
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: PostValues) =>
    saveWithFeedback({
      save: async () => {
        if (post) await update.mutateAsync({ id: post.id, input: values });
        else await create.mutateAsync(values);
        return { title: post ? 'Beitrag aktualisiert' : 'Beitrag erstellt', description: `„${values.title}“ ist gespeichert.` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-4" aria-busy={isSubmitting}>
      <TitleAndSlugFields form={form} isNew={!post} slugPrefix="/aktuelles/" />
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="grid content-start gap-2">
          <Field id={`${id}-excerpt`} label="Auszug" hint="Kurzer Text für die Übersicht; leer: der Anfang des Inhalts" error={errors.excerpt?.message}>
            {(control) => <Textarea rows={3} {...control} {...form.register('excerpt')} />}
          </Field>
          <div>
            <AiButton
              label="Auszug generieren"
              input={() => form.getValues('content') ?? ''}
              missingInput={AI_MESSAGES.contentMissing}
              generate={async (content) => {
                const result = await generateExcerpt(content);
                form.setValue('excerpt', result.text, { shouldDirty: true, shouldValidate: true });
                return result;
              }}
            />
          </div>
        </div>
        <Field id={`${id}-category`} label="Kategorie" hint="z. B. Kurse, Events, Gesundheit" error={errors.category?.message}>
          {(control) => <Input autoComplete="off" list={`${id}-categories`} {...control} {...form.register('category')} />}
        </Field>
        <datalist id={`${id}-categories`}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <Controller
        control={form.control}
        name="featuredImage"
        render={({ field, fieldState }) => (
          <ImageAddressField
            label="Beitragsbild"
            hint="Adresse des Bildes (https://… oder /…), aus den Medien wählen oder hochladen"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            preview={postImageFor(field.value)}
            folder="posts"
            uploadAltText={() => form.getValues('title') ?? ''}
            generatable
          />
        )}
      />
      <ContentField
        form={form}
        action={
          <AiButton
            label="Inhalt generieren"
            input={() => form.getValues('title') ?? ''}
            missingInput={AI_MESSAGES.titleMissing}
            generate={async (title) => {
              const result = await generatePostContent(title);
              form.setValue('content', result.text, { shouldDirty: true, shouldValidate: true });
              return result;
            }}
          />
        }
      />
      <MetaFields form={form} />
      <CheckboxField
        id={`${id}-published`}
        label="Veröffentlicht"
        hint={post?.publishedAt ? 'Nur veröffentlichte Beiträge erscheinen unter „Aktuelles“.' : 'Beim ersten Veröffentlichen wird das Veröffentlichungsdatum gesetzt.'}
        {...form.register('isPublished')}
      />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
