import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, LinearProgress, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FileThumbnail } from './FileThumbnail';
import { formatFileSize } from './fileAccept';

export interface FileUploadItemProps {
  file: File;
  previewUrl?: string;
  /** 0–100 while uploading; undefined hides the bar. */
  progress?: number;
  failed?: boolean;
  disabled?: boolean;
  onPreview: () => void;
  onRemove: () => void;
}

export const FileUploadItem = ({
  file,
  previewUrl,
  progress,
  failed,
  disabled,
  onPreview,
  onRemove,
}: FileUploadItemProps) => {
  const translate = useTranslate();
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={translate('aval.components.fileUploader.remove', { name: file.name })}
          onClick={onRemove}
          disabled={disabled}
        >
          <CloseIcon />
        </IconButton>
      }
    >
      <FileThumbnail name={file.name} src={previewUrl} onOpen={onPreview} />
      <Box sx={{ ml: 2, mr: 4, minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" noWrap title={file.name}>
          {file.name}
        </Typography>
        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'}>
          {failed
            ? translate('aval.components.fileUploader.uploadFailed')
            : formatFileSize(file.size)}
        </Typography>
        {progress !== undefined && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate('aval.components.fileUploader.uploading', { name: file.name })}
          />
        )}
      </Box>
    </ListItem>
  );
};
