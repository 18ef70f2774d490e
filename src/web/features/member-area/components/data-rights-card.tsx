import { useId, useState } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { Download, Loader2, ShieldCheck, Trash2 } from 'lucide-react';
import type { DeleteAccountValues } from '@shared/schemas/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';

/** What account deletion keeps: bookkeeping records must stay as issued (§ 147 AO, GoBD). */
const BOOKKEEPING_KEPT =
  'Zahlungen, Rechnungen, SEPA-Mandate und Lastschriften sind Buchhaltungsunterlagen: Wir bewahren sie so auf, wie sie ausgestellt wurden. Laufende Verträge enden nicht mit dem Konto – kündigen Sie sie über „Verträge hier kündigen“.';
import { errorMessage, isApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';

const resolver = lazyZodResolver(() => import('@shared/schemas/profile').then((schemas) => schemas.deleteAccountSchema));

/** The member's data rights: a copy of everything stored (DSGVO Art. 15, 20) and deleting the account (Art. 17). */
export function DataRightsCard() {
  const id = useId();
  const download = useDownloadMyData();

  function downloadData() {
    download.mutate(undefined, {
      onSuccess: () => toast.success('Download gestartet', { description: 'Ihre Daten werden als JSON-Datei gespeichert.' }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  return (
    <Card className="p-5 shadow-none sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-brand-950">Ihre Daten</h2>
      </div>

      <div className="mt-5 grid gap-6 md:grid-cols-[1fr_auto_1fr]">
        <section className="grid content-start gap-3" aria-labelledby={`${id}-export`}>
          <h3 id={`${id}-export`} className="text-base font-semibold text-brand-950">
            Datenauskunft
          </h3>
          <p className="text-sm leading-6 text-muted-foreground">
            Laden Sie alles herunter, was wir über Sie gespeichert haben: Profil, Buchungen, Wartelisten, Zahlungen, Nachrichten,
            Newsletter und Benachrichtigungen – als JSON-Datei, die Sie auch zu einem anderen Anbieter mitnehmen können.
          </p>
          <div>
            <Button variant="outline" onClick={downloadData} disabled={download.isPending}>
              {download.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
              Meine Daten herunterladen
            </Button>
          </div>
        </section>

        <Separator orientation="vertical" className="hidden md:block" />
        <Separator className="md:hidden" />

        <section className="grid content-start gap-3" aria-labelledby={`${id}-delete`}>
          <h3 id={`${id}-delete`} className="text-base font-semibold text-brand-950">
            Konto löschen
          </h3>
          <p className="text-sm leading-6 text-muted-foreground">
            Ihre Anmeldung, Ihr Profil, Ihre Nachrichten und kommenden Buchungen werden gelöscht, Wartelisten-Plätze freigegeben.
            {BOOKKEEPING_KEPT}
          </p>
          <div>
            <DeleteAccountDialog />
          </div>
        </section>
      </div>
    </Card>
  );
}

function DeleteAccountDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useAppForm<DeleteAccountValues, DeleteAccountValues>(resolver, { password: '' }, { revalidate: 'submit' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ password });
      setOpen(false);
      toast.success('Konto gelöscht', { description: 'Ihre Daten wurden gelöscht und Sie sind abgemeldet.' });
    } catch (error) {
      const message = errorMessage(error);
      if (isApiError(error, 400)) form.setError('password', { message }, { shouldFocus: true });
      toast.error('Fehler', { description: message });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset({ password: '' });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Konto löschen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Konto wirklich löschen?</DialogTitle>
            <DialogDescription>
              Das lässt sich nicht rückgängig machen. Kommende Buchungen werden storniert, Ihre Plätze auf Wartelisten
              freigegeben und Sie werden auf allen Geräten abgemeldet.
            </DialogDescription>
            <p className="text-sm leading-6 text-muted-foreground">{BOOKKEEPING_KEPT}</p>
          </DialogHeader>
          <Field
            id={`${id}-password`}
            label="Ihr Passwort"
            hint="Zur Bestätigung, dass Sie es sind."
            error={errors.password?.message}
          >
            {(control) => <Input type="password" autoComplete="current-password" {...control} {...form.register('password')} />}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
              Konto endgültig löschen
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
