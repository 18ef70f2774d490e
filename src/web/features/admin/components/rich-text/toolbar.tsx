import { useRef, useState, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, Unlink, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type Tool = {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** Shown as pressed (aria-pressed) while the selection has it. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

type ToolbarProps = { editor: Editor | null; controls: string; onLink: () => void; onImage: () => void };

/**
 * The formatting buttons, one tab stop: arrow keys, Home and End move between them (the WAI-ARIA toolbar
 * pattern), Tab goes on to the text. Each button says what it does in German.
 */
export function Toolbar({ editor, controls, onLink, onImage }: ToolbarProps) {
  const tools: (Tool | 'separator')[] = [
    { label: 'Überschrift 2', icon: Heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { label: 'Überschrift 3', icon: Heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
    'separator',
    { label: 'Fett', icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    { label: 'Kursiv', icon: Italic, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
    'separator',
    { label: 'Aufzählung', icon: List, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { label: 'Nummerierte Liste', icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { label: 'Zitat', icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
    'separator',
    { label: 'Link einfügen', icon: Link2, run: () => onLink() },
    { label: 'Link entfernen', icon: Unlink, run: (e) => e.chain().focus().extendMarkRange('link').unsetLink().run(), enabled: (e) => e.isActive('link') },
    { label: 'Bild einfügen', icon: ImagePlus, run: () => onImage() },
    'separator',
    { label: 'Rückgängig', icon: Undo2, run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
    { label: 'Wiederholen', icon: Redo2, run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
  ];
  const buttons = tools.filter((tool): tool is Tool => tool !== 'separator');

  // Re-rendered when the selection's marks change, so aria-pressed and disabled stay true.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      buttons.map((tool) => ({
        active: current && tool.active ? tool.active(current) : false,
        enabled: current ? (tool.enabled ? tool.enabled(current) : true) : false,
      })),
  });

  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setFocusIndex(index);
    refs.current[index]?.focus();
  };

  let index = -1;
  return (
    <div role="toolbar" aria-label="Formatierung" aria-controls={controls} onKeyDown={move} className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1">
      {tools.map((tool, position) => {
        if (tool === 'separator') return <span key={`sep-${position}`} aria-hidden="true" className="mx-1 h-6 w-px bg-border" />;
        index += 1;
        const at = index;
        const { active, enabled } = state?.[at] ?? { active: false, enabled: false };
        const Icon = tool.icon;
        return (
          <button
            key={tool.label}
            ref={(element) => {
              refs.current[at] = element;
            }}
            type="button"
            tabIndex={at === focusIndex ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active ? active : undefined}
            // Disabled buttons stay focusable in the toolbar (aria-disabled), so arrow keys never skip them.
            aria-disabled={!enabled || undefined}
            onFocus={() => setFocusIndex(at)}
            onClick={() => editor && enabled && tool.run(editor)}
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-disabled:opacity-40 aria-disabled:hover:bg-transparent sm:size-9',
              active && 'bg-brand-100 text-brand-900',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
