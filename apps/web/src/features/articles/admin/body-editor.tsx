import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

type Props = {
  /** The body's HTML when the editor opens; later changes come from the editor itself. */
  initial: string;
  onChange: (html: string) => void;
  /** The id of the visible label that names the editing area. */
  labelId: string;
  error?: string | undefined;
};

/**
 * The body's rich text editor (Mantine's, on Tiptap): loaded with the console page only. It writes only
 * what the server's allow-list keeps (paragraphs, marks, headings, lists, quotes, links). Each control
 * carries its name (Bold, Heading 2, Remove link…) for screen readers and as its tooltip.
 */
export default function BodyEditor({ initial, onChange, labelId, error }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <>
      <RichTextEditor editor={editor} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      {error ? <Input.Error>{error}</Input.Error> : null}
    </>
  );
}
