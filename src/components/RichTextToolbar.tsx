import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, IconButton, MenuItem, Select, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EDITOR_FONT_SIZES } from './constants';

type MarkName = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList';

const MARKS: Array<{ name: MarkName; icon: ReactNode; toggle: (editor: Editor) => void }> = [
  { name: 'bold', icon: <FormatBoldIcon />, toggle: (e) => e.chain().focus().toggleBold().run() },
  {
    name: 'italic',
    icon: <FormatItalicIcon />,
    toggle: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'underline',
    icon: <FormatUnderlinedIcon />,
    toggle: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'strike',
    icon: <FormatStrikethroughIcon />,
    toggle: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    name: 'bulletList',
    icon: <FormatListBulletedIcon />,
    toggle: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    icon: <FormatListNumberedIcon />,
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

export interface RichTextToolbarProps {
  editor: Editor;
  disabled?: boolean;
  /** Tools a caller adds after the standard ones. */
  children?: ReactNode;
}

export const RichTextToolbar = ({ editor, disabled, children }: RichTextToolbarProps) => {
  const translate = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: MARKS.filter((mark) => current.isActive(mark.name)).map((mark) => mark.name),
      fontSize: (current.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 0.5 }}
      role="toolbar"
    >
      <ToggleButtonGroup size="small" value={state.active} disabled={disabled}>
        {MARKS.map((mark) => (
          <ToggleButton
            key={mark.name}
            value={mark.name}
            aria-label={translate(`aval.components.richText.${mark.name}`)}
            onClick={() => mark.toggle(editor)}
          >
            {mark.icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Select
        size="small"
        variant="outlined"
        displayEmpty
        disabled={disabled}
        value={state.fontSize}
        inputProps={{ 'aria-label': translate('aval.components.richText.fontSize') }}
        onChange={(event) => {
          const size = event.target.value;
          const chain = editor.chain().focus();
          (size ? chain.setFontSize(size) : chain.unsetFontSize()).run();
        }}
        sx={{ minWidth: 96 }}
      >
        <MenuItem value="">{translate('aval.components.richText.defaultSize')}</MenuItem>
        {EDITOR_FONT_SIZES.map((size) => (
          <MenuItem key={size} value={`${size}px`}>
            {String(size).replace('.', ',')}
          </MenuItem>
        ))}
      </Select>
      <IconButton
        size="small"
        disabled={disabled || !state.canUndo}
        aria-label={translate('aval.components.richText.undo')}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <UndoIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={disabled || !state.canRedo}
        aria-label={translate('aval.components.richText.redo')}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <RedoIcon fontSize="small" />
      </IconButton>
      {children}
    </Box>
  );
};
