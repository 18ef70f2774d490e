import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** The recovery codes as a list, with copying and a text file to keep. */
export function RecoveryCodes({ codes, email, labelledBy }: { codes: string[]; email: string; labelledBy: string }) {
  const text = codes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Wiederherstellungscodes kopiert', { description: 'Bewahren Sie sie an einem sicheren Ort auf.' });
    } catch {
      toast.info('Nicht kopiert', { description: 'Bitte laden Sie die Codes herunter oder schreiben Sie sie ab.' });
    }
  }

  function download() {
    const file = [
      `Wiederherstellungscodes für ${email}`,
      `Erstellt am ${new Date().toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}`,
      'Jeder Code gilt für genau eine Anmeldung ohne Authenticator-App.',
      '',
      text,
      '',
    ].join('\r\n');
    const url = URL.createObjectURL(new Blob([file], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'wiederherstellungscodes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-3">
      <ol
        aria-labelledby={labelledBy}
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg border bg-muted/60 px-4 py-3 font-mono text-sm text-foreground tabular-nums"
      >
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Kopieren
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Herunterladen
        </Button>
      </div>
    </div>
  );
}
