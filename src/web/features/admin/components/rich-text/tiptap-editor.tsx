import { useEffect, useState } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '@/lib/cn';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { Toolbar } from './toolbar';

type TiptapEditorProps = {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
};

/** TipTap with what the CMS needs: headings 2–4, bold, italic, lists, quotes, links and images. */
export default function TiptapEditor({ id, labelId, describedBy, invalid, value, onChange }: TiptapEditorProps) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose-content min-h-64 max-h-[60vh] overflow-y-auto px-4 py-3 focus-visible:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a form reset) replaces the document; the editor's own changes come back equal.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const focused = useEditorState({ editor, selector: ({ editor: current }) => current?.isFocused ?? false });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-input bg-background shadow-xs transition-colors',
        focused && 'border-ring outline-2 outline-ring/40',
        invalid && 'border-destructive',
      )}
    >
      <Toolbar editor={editor} controls={id} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
      <EditorContent editor={editor} />
      <LinkDialog editor={editor} open={dialog === 'link'} onOpenChange={(open) => setDialog(open ? 'link' : null)} />
      <ImageDialog editor={editor} open={dialog === 'image'} onOpenChange={(open) => setDialog(open ? 'image' : null)} />
    </div>
  );
}
