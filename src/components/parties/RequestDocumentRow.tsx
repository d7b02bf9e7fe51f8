import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RequestDocument } from '../../../domain/requestDocuments';
import { RequestDocumentArchives } from './RequestDocumentArchives';
import { RequestDocumentStatusChip } from './RequestDocumentStatusChip';

export interface RequestDocumentRowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

export interface RequestDocumentRowProps {
  document: RequestDocument;
  actions: RequestDocumentRowAction[];
}

/** One document: name, status, who asked, the refusal reason, its files and the caller's actions. */
export const RequestDocumentRow = ({ document, actions }: RequestDocumentRowProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      aria-label={document.Name}
      sx={{
        listStyle: 'none',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: document.IsDeleted ? 0.75 : 1,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        gap={1}
        justifyContent="space-between"
        alignItems={{ xs: 'flex-start', sm: 'center' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            sx={{ fontWeight: 600, textDecoration: document.IsDeleted ? 'line-through' : 'none' }}
          >
            {document.Name}
          </Typography>
          {document.Description && (
            <Typography variant="body2" color="text.secondary">
              {document.Description}
            </Typography>
          )}
          {document.RequestedByName && (
            <Typography variant="caption" color="text.secondary">
              {translate('aval.requestDocuments.requestedBy', { name: document.RequestedByName })}
            </Typography>
          )}
        </Box>
        <RequestDocumentStatusChip status={document.Status} />
      </Stack>
      {document.Status === 'Reprovado' && document.ReviewNote && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {translate('aval.requestDocuments.reviewNote', { note: document.ReviewNote })}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <RequestDocumentArchives archives={document.Archives} />
      </Box>
      {actions.length > 0 && (
        <Stack
          direction="row"
          flexWrap="wrap"
          useFlexGap
          gap={1}
          sx={{ mt: 1 }}
          role="group"
          aria-label={translate('aval.requestDocuments.actions.menu', { name: document.Name })}
        >
          {actions.map((action) => (
            <Button
              key={action.key}
              size="small"
              variant="outlined"
              startIcon={action.icon}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
};
