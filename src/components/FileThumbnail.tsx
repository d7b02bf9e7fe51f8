import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, ButtonBase } from '@mui/material';
import { type TouchEvent, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { DOUBLE_TAP_MS } from './constants';

export interface FileThumbnailProps {
  name: string;
  /** Object URL of an image; other files get a generic icon and no preview. */
  src?: string;
  onOpen: () => void;
}

const SIZE = 56;

/** Image thumbnail that opens the preview on click, or on a double-tap on touch screens. */
export const FileThumbnail = ({ name, src, onOpen }: FileThumbnailProps) => {
  const translate = useTranslate();
  const lastTap = useRef(0);
  if (!src) {
    return (
      <Box sx={{ width: SIZE, height: SIZE, display: 'grid', placeItems: 'center' }}>
        <InsertDriveFileOutlinedIcon color="action" fontSize="large" />
      </Box>
    );
  }
  const onTouchEnd = (event: TouchEvent) => {
    // A single tap scrolls or selects on touch screens; only a double-tap opens the preview.
    event.preventDefault();
    const now = Date.now();
    if (now - lastTap.current <= DOUBLE_TAP_MS) {
      lastTap.current = 0;
      onOpen();
    } else {
      lastTap.current = now;
    }
  };
  return (
    <ButtonBase
      onClick={onOpen}
      onTouchEnd={onTouchEnd}
      aria-label={translate('aval.components.fileUploader.preview', { name })}
      sx={{ width: SIZE, height: SIZE, borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}
    >
      <Box
        component="img"
        src={src}
        alt={name}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </ButtonBase>
  );
};
