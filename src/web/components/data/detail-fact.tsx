import type { ReactNode } from 'react';

/** One fact of a record's detail dialog (inside a `<dl>`): a small label over its value. */
export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-medium break-words">{children}</dd>
    </div>
  );
}
