import { useId, useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';

type LinkDialogProps = { editor: Editor | null; open: boolean; onOpenChange: (open: boolean) => void };

const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s/()-]+|\/[^\s/][^\s]*|\/)$/i;

/** Link insertion needs link text and a URL; a selected text is the link text. */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Link einfügen</DialogTitle>
          <DialogDescription>Linktext und Adresse des Links.</DialogDescription>
        </DialogHeader>
        {open && editor ? <LinkForm editor={editor} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const { from, to, empty } = editor.state.selection;
  const [text, setText] = useState(() => (empty ? '' : editor.state.doc.textBetween(from, to, ' ')));
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const [errors, setErrors] = useState<{ text?: string; url?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = url.trim();
    const label = text.trim();
    const found = {
      text: label ? undefined : 'Bitte geben Sie einen Linktext ein.',
      url: href && href !== 'https://' ? (SAFE_LINK.test(href) ? undefined : 'Bitte geben Sie eine Adresse ein, die mit https://, mailto:, tel: oder / beginnt.') : 'Bitte geben Sie eine URL ein.',
    };
    setErrors(found);
    if (found.text || found.url) return;
    editor
      .chain()
      .focus()
      .insertContentAt({ from, to }, { type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] })
      .run();
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field id={`${id}-text`} label="Linktext" error={errors.text}>
        {(control) => <Input aria-required="true" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} {...control} />}
      </Field>
      <Field id={`${id}-url`} label="URL" hint="z. B. https://www.example.de, /kurse oder mailto:info@example.de" error={errors.url}>
        {(control) => <Input aria-required="true" inputMode="url" autoComplete="off" value={url} onChange={(e) => setUrl(e.target.value)} {...control} />}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit">Link einfügen</Button>
      </DialogFooter>
    </form>
  );
}
