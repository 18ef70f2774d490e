import { useId, useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { MediaChoice } from '../media/media-choice';

type ImageDialogProps = { editor: Editor | null; open: boolean; onOpenChange: (open: boolean) => void };

export const IMAGE_ADDRESS = /^(https:\/\/[^\s"'<>]+|\/[^\s/"'<>][^\s"'<>]*)$/;

/** Image insertion needs an image URL or a picture of the media library; the alt text defaults to 'Bild'. */
export function ImageDialog({ editor, open, onOpenChange }: ImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Bild einfügen</DialogTitle>
          <DialogDescription>Bildadresse eingeben, ein Bild aus den Medien wählen oder ein neues hochladen.</DialogDescription>
        </DialogHeader>
        {open && editor ? <ImageForm editor={editor} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('Bild');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const address = src.trim();
    if (!address) return setError('Bitte geben Sie eine Bild-URL ein.');
    if (!IMAGE_ADDRESS.test(address)) return setError('Bitte geben Sie eine Bildadresse ein, die mit https:// oder / beginnt.');
    editor
      .chain()
      .focus()
      .setImage({ src: address, alt: alt.trim() || 'Bild' })
      .run();
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field id={`${id}-src`} label="Bild-URL" error={error}>
        {(control) => <Input aria-required="true" inputMode="url" autoComplete="off" value={src} onChange={(e) => setSrc(e.target.value)} {...control} />}
      </Field>
      <Field id={`${id}-alt`} label="Alternativtext" hint="Beschreibt das Bild für Screenreader; ohne Angabe „Bild“.">
        {(control) => <Input autoComplete="off" value={alt} onChange={(e) => setAlt(e.target.value)} {...control} />}
      </Field>
      <MediaChoice
        label="Aus den Medien wählen"
        folder="uploads"
        uploadAltText={() => (alt === 'Bild' ? '' : alt)}
        selected={src}
        onSelect={(item) => {
          setSrc(item.url);
          if (item.altText) setAlt(item.altText);
          setError(undefined);
        }}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit">Bild einfügen</Button>
      </DialogFooter>
    </form>
  );
}
