import { useState } from 'react';
import type { FieldControlProps } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Paragraphs separated by blank lines, line breaks kept; the server sanitizes whatever arrives. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

type NewsletterBodyFieldProps = FieldControlProps & { onChange: (html: string) => void; disabled?: boolean };

/**
 * The newsletter's body. Hands HTML to the form, so the rich-text editor of the content screens can take its
 * place without the form changing; until then plain paragraphs are typed here.
 */
export function NewsletterBodyField({ onChange, ...control }: NewsletterBodyFieldProps) {
  const [text, setText] = useState('');
  return (
    <Textarea
      rows={10}
      aria-required="true"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(plainTextToHtml(event.target.value));
      }}
      {...control}
    />
  );
}
