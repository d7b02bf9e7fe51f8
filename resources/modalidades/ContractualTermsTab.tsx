import { Card, CardContent, CardHeader, LinearProgress, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { contractualTermTypes } from '../../domain/modalityTerms';
import { ContractualTermEditor } from './ContractualTermEditor';
import type { ModalityTabProps } from './CoveragesTab';
import { useTermTags } from './useModalityTexts';

/** Textos contratuais: one text per term type (1 Objeto … 5 Observações), with tags and preview. */
export const ContractualTermsTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.terms.${key}`);
  const termTags = useTermTags();
  const [typeId, setTypeId] = useState<number>(contractualTermTypes[0].id);
  const [drafts, setDrafts] = useState<Record<number, string | undefined>>({});
  const termType =
    contractualTermTypes.find((type) => type.id === typeId) ?? contractualTermTypes[0];

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Tabs
        value={typeId}
        onChange={(_, value: number) => setTypeId(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('types')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {contractualTermTypes.map((type) => (
          <Tab
            key={type.id}
            value={type.id}
            label={drafts[type.id] !== undefined ? `${type.name} *` : type.name}
          />
        ))}
      </Tabs>
      <CardContent>
        {termTags.isPending ? (
          <LinearProgress />
        ) : (
          <ContractualTermEditor
            key={termType.id}
            modality={modality}
            termType={termType}
            termTags={termTags.data ?? []}
            draft={drafts[termType.id]}
            setDraft={(value) => setDrafts((current) => ({ ...current, [termType.id]: value }))}
            reload={reload}
          />
        )}
      </CardContent>
    </Card>
  );
};
