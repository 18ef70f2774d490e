import { useId, useState } from 'react';
import { Link2Off, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';

export type LinkedUser = { id: string; email: string; name: string };

type UserLinkFieldProps = { value: LinkedUser | null; onChange: (user: LinkedUser | null) => void; error?: string };

/** Links a trainer to the account they sign in with, picked by a search for the e-mail or name. */
export function UserLinkField({ value, onChange, error }: UserLinkFieldProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const users = useAdminUsers({ q: search, pageSize: 5 }, { enabled: search.length >= 2 && !value });
  const results = search.length >= 2 ? (users.data?.users ?? []) : [];

  if (value) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">Benutzerkonto</p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3">
          <div className="flex min-w-0 items-center gap-2 text-sm">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">
              <span className="block font-medium">{value.name}</span>
              <span className="block break-all text-xs text-muted-foreground">{value.email}</span>
            </span>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            <Link2Off aria-hidden="true" />
            Verknüpfung lösen
          </Button>
        </div>
        {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <SearchField
        id={`${id}-search`}
        label="Benutzerkonto verknüpfen (optional)"
        placeholder="E-Mail oder Name suchen"
        value={query}
        onValueChange={setQuery}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Das verknüpfte Konto erhält die Rolle Trainer und sieht den Trainerbereich.
      </p>
      {results.length > 0 ? (
        <ul aria-label="Gefundene Benutzerkonten" className="divide-y rounded-lg border">
          {results.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="grid w-full gap-0.5 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  onChange({ id: user.id, email: user.email, name: user.name });
                  setQuery('');
                }}
              >
                <span className="font-medium">{user.name}</span>
                <span className="break-all text-xs text-muted-foreground">{user.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : search.length >= 2 && users.data && !users.isFetching ? (
        <p className="text-sm text-muted-foreground">Kein Benutzerkonto gefunden.</p>
      ) : null}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
