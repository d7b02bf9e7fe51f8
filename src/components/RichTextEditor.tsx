import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** HTML. */
  value: string | null | undefined;
  onChange: (html: string) => void;
  /** i18n key or plain text. */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  onBlur?: () => void;
  /**
   * Extra tools at the end of the toolbar (a tag picker); `insert` puts plain text at the cursor,
   * so callers need not know the editor.
   */
  renderTools?: (insert: (text: string) => void) => ReactNode;
}

/** Controlled tiptap editor. Heavy: import it through React.lazy (DynamicInput does). */
export const RichTextEditor = ({
  value,
  onChange,
  label,
  required,
  disabled,
  error,
  onBlur,
  renderTools,
}: RichTextEditorProps) => {
  const translate = useTranslate();
  const labelId = useId();
  const editorProps = useMemo(
    () => ({
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
    }),
    [labelId],
  );
  const editor = useEditor({
    extensions: [StarterKit, TextStyle, FontSize],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps,
  });

  useEffect(() => {
    // The hook recreates the editor when its options change; the old one is destroyed first.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <FormControl fullWidth error={Boolean(error)} required={required} disabled={disabled}>
      {label && (
        <FormLabel id={labelId} sx={{ mb: 0.5 }}>
          {translate(label, { _: label })}
        </FormLabel>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .ProseMirror': { minHeight: 160, p: 1.5, outline: 'none', typography: 'body1' },
          '& .ProseMirror p': { my: 0.5 },
        }}
      >
        {editor && (
          <RichTextToolbar editor={editor} disabled={disabled}>
            {renderTools?.((text) => editor.chain().focus().insertContent(text).run())}
          </RichTextToolbar>
        )}
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};
