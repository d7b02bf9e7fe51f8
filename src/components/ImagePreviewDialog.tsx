import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MODAL_REMOVAL_MS } from './constants';

export interface ImagePreviewDialogProps {
  open: boolean;
  src: string | undefined;
  name: string;
  onClose: () => void;
}

export const ImagePreviewDialog = ({ open, src, name, onClose }: ImagePreviewDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      transitionDuration={{ exit: MODAL_REMOVAL_MS }}
    >
      <DialogTitle sx={{ pr: 6, wordBreak: 'break-all' }}>
        {name}
        <IconButton
          aria-label={translate('aval.components.modal.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {src && (
          <Box
            component="img"
            src={src}
            alt={name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', mx: 'auto' }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
