import { useEffect, useRef, useState } from 'react';
import { UserRound, X } from 'lucide-react';
import type { PaymentMember } from '@shared/schemas/payments';
import { Field } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePaymentMembers } from '@/features/admin/api/search-payment-members';

type MemberPickerProps = {
  id: string;
  member: PaymentMember | null;
  onPick: (member: PaymentMember | null) => void;
  error?: string;
};

/**
 * The member of an office form ('Zahlung erfassen', 'Karte verkaufen'): searched by e-mail or name from
 * two characters, then shown with 'Ändern'. Focus follows the choice, so the keyboard never lands on nothing.
 */
export function MemberPicker({ id, member, onPick, error }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const found = usePaymentMembers(q);
  const searchRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [moveFocus, setMoveFocus] = useState(false);

  useEffect(() => {
    if (!moveFocus) return;
    (member ? changeRef : searchRef).current?.focus();
    setMoveFocus(false);
  }, [member, moveFocus]);

  function pick(next: PaymentMember | null) {
    onPick(next);
    if (!next) setSearch('');
    setMoveFocus(true);
  }

  if (member) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">Mitglied</p>
        <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3">
          <p className="min-w-0 text-sm">
            <span className="block font-semibold">{member.name}</span>
            <span className="block break-all text-muted-foreground">{member.email}</span>
          </p>
          <Button ref={changeRef} type="button" variant="ghost" size="sm" onClick={() => pick(null)} aria-label={`Anderes Mitglied wählen statt ${member.name}`}>
            <X aria-hidden="true" />
            Ändern
          </Button>
        </div>
      </div>
    );
  }

  const results = q.length >= 2 ? (found.data ?? []) : [];
  return (
    <Field id={id} label="Mitglied (E-Mail oder Name)" hint="Mindestens 2 Zeichen eingeben und ein Mitglied auswählen." error={error}>
      {(control) => (
        <div className="grid gap-2">
          <Input ref={searchRef} type="search" autoComplete="off" aria-required="true" value={search} onChange={(event) => setSearch(event.target.value)} {...control} />
          {q.length >= 2 ? (
            <div aria-live="polite">
              {found.isPending ? (
                <p className="text-sm text-muted-foreground">Lädt...</p>
              ) : results.length === 0 ? (
                <p className="text-sm text-muted-foreground">Kein Mitglied gefunden.</p>
              ) : (
                <ul aria-label="Gefundene Mitglieder" className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border p-1">
                  {results.map((m) => (
                    <li key={m.id}>
                      <button
                        type="button"
                        onClick={() => pick(m)}
                        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                        <span className="min-w-0">
                          <span className="block font-medium">{m.name}</span>
                          <span className="block break-all text-muted-foreground">{m.email}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
