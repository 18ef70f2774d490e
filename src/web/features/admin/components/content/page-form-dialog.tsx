import { useId } from 'react';
import type { AdminPage, PageInput, PageValues } from '@shared/schemas/admin-content';
import { useAppForm } from '@/components/form/use-app-form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreatePage } from '@/features/admin/api/create-page';
import { useUpdatePage } from '@/features/admin/api/update-page';
import { CheckboxField } from '@/components/form/checkbox';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { ContentField, MetaFields, TitleAndSlugFields } from './content-parts';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-content').then((schemas) => schemas.pageInputSchema));

const FIELDS = ['title', 'slug', 'content', 'metaTitle', 'metaDescription', 'isPublished'] as const;

type PageForm = { title: string; slug: string; content: string; metaTitle: string; metaDescription: string; isPublished: boolean };

const valuesOf = (page: AdminPage | null): PageForm => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  content: page?.content ?? '',
  metaTitle: page?.metaTitle ?? '',
  metaDescription: page?.metaDescription ?? '',
  isPublished: page?.isPublished ?? false,
});

type PageFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; page: AdminPage | null };

/** Create or edit a page: title and slug required, new pages are drafts. */
export function PageFormDialog({ open, onOpenChange, page }: PageFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="2xl" title={page ? 'Seite bearbeiten' : 'Neue Seite'} description="Titel, Adresse, Inhalt und Suchmaschinenangaben der Seite.">
      {(close) => <PageEditor page={page} onDone={close} />}
    </FormDialog>
  );
}

function PageEditor({ page, onDone }: { page: AdminPage | null; onDone: () => void }) {
  const id = useId();
  const create = useCreatePage();
  const update = useUpdatePage();
  const form = useAppForm<PageInput, PageValues>(resolver, valuesOf(page));
  const { isSubmitting } = form.formState;

  const onValid = (values: PageValues) =>
    saveWithFeedback({
      save: async () => {
        if (page) await update.mutateAsync({ id: page.id, input: values });
        else await create.mutateAsync(values);
        return { title: page ? 'Seite aktualisiert' : 'Seite erstellt', description: `„${values.title}“ ist gespeichert.` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-4" aria-busy={isSubmitting}>
      <TitleAndSlugFields form={form} isNew={!page} slugPrefix="/" />
      <ContentField form={form} />
      <MetaFields form={form} />
      <CheckboxField id={`${id}-published`} label="Veröffentlicht" hint="Nur veröffentlichte Seiten sind auf der Website zu sehen." {...form.register('isPublished')} />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
