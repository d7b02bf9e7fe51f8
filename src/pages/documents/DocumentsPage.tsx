import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Breadcrumb } from '../../components/Breadcrumb';
import { RequestDocumentsPanel } from '../../components/parties/RequestDocumentsPanel';

const INSURER = { kind: 'insurer' } as const;

/** /documentos: the insurer's own document catalogue (InsuranceCompany/GetRequestDocuments). */
export const DocumentsPage = () => {
  const translate = useTranslate();
  const title = translate('aval.requestDocuments.pageTitle');
  return (
    <Box data-testid="page-documents" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Breadcrumb items={[{ label: title }]} />
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('aval.requestDocuments.pageIntro')}
      </Typography>
      <RequestDocumentsPanel owner={INSURER} title={title} />
    </Box>
  );
};
