import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, FormHelperText, List, Typography } from '@mui/material';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { UPLOAD_PROGRESS_RESET_MS } from './constants';
import { FileUploadItem } from './FileUploadItem';
import { isAcceptedFile, isImageFile } from './fileAccept';
import { ImagePreviewDialog } from './ImagePreviewDialog';

export type UploadProgress = (percent: number) => void;

export interface FileUploaderProps {
  /** Extensions (".pdf"), MIME types ("application/pdf") or wildcards ("image/*"). */
  accept?: string[];
  multiple?: boolean;
  /** The picker is disabled once this many files are selected (removed ones do not count). */
  limit?: number;
  disabled?: boolean;
  /** i18n key or plain text of the drop zone. */
  label?: string;
  /** Called with the current files after each addition or removal. */
  onChange?: (files: File[]) => void;
  /** Uploads each added file, reporting progress 0–100. */
  upload?: (file: File, onProgress: UploadProgress) => Promise<unknown>;
  name?: string;
}

interface Entry {
  id: number;
  file: File;
  previewUrl?: string;
  progress?: number;
  failed?: boolean;
}

const createPreviewUrl = (file: File): string | undefined =>
  isImageFile(file) && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : undefined;

const revokePreviewUrl = (entry: Entry) => {
  if (entry.previewUrl && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(entry.previewUrl);
  }
};

export const FileUploader = ({
  accept,
  multiple = false,
  limit,
  disabled = false,
  label,
  onChange,
  upload,
  name,
}: FileUploaderProps) => {
  const translate = useTranslate();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<{ id: number; open: boolean }>();
  const entriesRef = useRef<Entry[]>([]);
  const nextId = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const resetTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = resetTimers.current;
    return () => {
      timers.forEach(clearTimeout);
      entriesRef.current.forEach(revokePreviewUrl);
    };
  }, []);

  const update = (change: (current: Entry[]) => Entry[]): Entry[] => {
    const next = change(entriesRef.current);
    entriesRef.current = next;
    setEntries(next);
    return next;
  };

  const patch = (id: number, values: Partial<Entry>) =>
    update((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, ...values } : entry)),
    );

  const setProgress = (id: number, percent: number) => {
    const progress = Math.min(Math.max(Math.round(percent), 0), 100);
    patch(id, { progress });
    if (progress < 100 || resetTimers.current.has(id)) return;
    resetTimers.current.set(
      id,
      setTimeout(() => {
        resetTimers.current.delete(id);
        patch(id, { progress: undefined });
      }, UPLOAD_PROGRESS_RESET_MS),
    );
  };

  const startUpload = (entry: Entry) => {
    if (!upload) return;
    setProgress(entry.id, 0);
    upload(entry.file, (percent) => setProgress(entry.id, percent))
      .then(() => setProgress(entry.id, 100))
      .catch(() => {
        patch(entry.id, { progress: undefined, failed: true });
        setError(translate('aval.components.fileUploader.uploadFailed'));
      });
  };

  const pickerDisabled = disabled || (limit !== undefined && entries.length >= limit);

  const addFiles = (files: File[]) => {
    if (pickerDisabled || files.length === 0) return;
    const valid = files.filter((file) => isAcceptedFile(file, accept));
    setError(
      valid.length < files.length
        ? translate('aval.components.fileUploader.invalidFile')
        : undefined,
    );
    const kept = multiple ? entriesRef.current : [];
    let chosen = multiple ? valid : valid.slice(0, 1);
    if (limit !== undefined) chosen = chosen.slice(0, Math.max(limit - kept.length, 0));
    if (chosen.length === 0) return;
    if (!multiple) entriesRef.current.forEach(revokePreviewUrl);
    const added = chosen.map((file) => {
      nextId.current += 1;
      return { id: nextId.current, file, previewUrl: createPreviewUrl(file) };
    });
    const next = update(() => [...kept, ...added]);
    onChange?.(next.map((entry) => entry.file));
    added.forEach(startUpload);
  };

  const remove = (entry: Entry) => {
    revokePreviewUrl(entry);
    const timer = resetTimers.current.get(entry.id);
    if (timer) clearTimeout(timer);
    resetTimers.current.delete(entry.id);
    const next = update((current) => current.filter((item) => item.id !== entry.id));
    onChange?.(next.map((item) => item.file));
  };

  const openPicker = () => {
    if (!pickerDisabled) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const dropLabel = label
    ? translate(label, { _: label })
    : translate('aval.components.fileUploader.dropHere');
  const previewEntry = entries.find((entry) => entry.id === preview?.id);

  return (
    <Box>
      <Box
        role="button"
        tabIndex={pickerDisabled ? -1 : 0}
        aria-disabled={pickerDisabled}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!pickerDisabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: pickerDisabled ? 'not-allowed' : 'pointer',
          opacity: pickerDisabled ? 0.5 : 1,
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <CloudUploadOutlinedIcon color="primary" fontSize="large" />
        <Typography variant="body2">{dropLabel}</Typography>
        {accept && accept.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('aval.components.fileUploader.accepted', { formats: accept.join(', ') })}
          </Typography>
        )}
        {limit !== undefined && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('aval.components.fileUploader.count', { count: entries.length, limit })}
          </Typography>
        )}
        <input
          ref={inputRef}
          type="file"
          hidden
          name={name}
          aria-label={dropLabel}
          accept={accept?.join(',')}
          multiple={multiple}
          disabled={pickerDisabled}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      {entries.length > 0 && (
        <List dense>
          {entries.map((entry) => (
            <FileUploadItem
              key={entry.id}
              file={entry.file}
              previewUrl={entry.previewUrl}
              progress={entry.progress}
              failed={entry.failed}
              disabled={disabled}
              onPreview={() => setPreview({ id: entry.id, open: true })}
              onRemove={() => remove(entry)}
            />
          ))}
        </List>
      )}
      <ImagePreviewDialog
        open={Boolean(preview?.open && previewEntry)}
        src={previewEntry?.previewUrl}
        name={previewEntry?.file.name ?? ''}
        onClose={() => setPreview((current) => current && { ...current, open: false })}
      />
    </Box>
  );
};
