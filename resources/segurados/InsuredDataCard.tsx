import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
import {
  BLOCK_JUSTIFY_MAX_LENGTH,
  BLOCK_JUSTIFY_MIN_LENGTH,
  type InsuredDetail,
  insuredBranchLabel,
} from '../../domain/insureds';
import { useModals } from '../../src/components';
import { gatewayMessages, JustificationDialog } from '../../src/components/parties';
import { InsuredChips } from './InsuredChips';
import { InsuredNameField } from './InsuredNameField';
import type { InsuredAccess } from './insuredAccess';

export interface InsuredDataCardProps {
  insured: InsuredDetail;
  permissions: InsuredAccess;
  onRename: (name: string) => Promise<unknown>;
  onBranchChange: (isPrivate: boolean) => Promise<unknown>;
  onBlockedChange: (isBlocked: boolean, justify: string) => Promise<unknown>;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    {children}
  </Box>
);

/** Dados: name (inline change), document, branch switch and the block with its justification. */
export const InsuredDataCard = ({
  insured,
  permissions,
  onRename,
  onBranchChange,
  onBlockedChange,
}: InsuredDataCardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const modals = useModals();
  const [blocking, setBlocking] = useState(false);
  const [savingBranch, setSavingBranch] = useState(false);

  const changeBranch = async (isPrivate: boolean) => {
    setSavingBranch(true);
    try {
      await onBranchChange(isPrivate);
      notify(
        translate('resources.segurados.data.branchSaved', {
          branch: insuredBranchLabel(isPrivate),
        }),
        { type: 'success' },
      );
    } catch (error) {
      await modals.showError(gatewayMessages(error));
    } finally {
      setSavingBranch(false);
    }
  };

  const block = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.segurados.block.${key}`, options);
  const minLength = { min: BLOCK_JUSTIFY_MIN_LENGTH };

  const confirmBlock = async (justify: string) => {
    const isBlocked = !insured.IsBlocked;
    await onBlockedChange(isBlocked, justify);
    notify(`resources.segurados.block.${isBlocked ? 'blocked' : 'unblocked'}`, {
      type: 'success',
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Row label={translate('resources.segurados.fields.Name')}>
            <InsuredNameField
              key={insured.Name}
              name={insured.Name}
              canEdit={permissions.edit}
              onSave={onRename}
            />
          </Row>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }}>
            <Row label={translate('resources.segurados.data.document')}>
              <Typography>{maskDocument(insured.CpfCnpj)}</Typography>
            </Row>
            {insured.NomeSocial && (
              <Row label={translate('resources.segurados.data.nomeSocial')}>
                <Typography>{insured.NomeSocial}</Typography>
              </Row>
            )}
          </Stack>
          <Divider />
          <Row label={translate('resources.segurados.data.branch')}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{insured.BranchLabel}</Typography>
              {permissions.edit && (
                <FormControlLabel
                  control={
                    <Switch
                      checked={insured.IsPrivate}
                      disabled={savingBranch}
                      onChange={(event) => void changeBranch(event.target.checked)}
                    />
                  }
                  label={translate('resources.segurados.data.branchSwitch')}
                />
              )}
            </Stack>
          </Row>
          <Divider />
          <Row label={translate('resources.segurados.data.situation')}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <InsuredChips insured={insured} />
                <Typography>
                  {translate(
                    `resources.segurados.data.${insured.IsBlocked ? 'blocked' : 'active'}`,
                  )}
                </Typography>
              </Stack>
              {insured.IsBlocked && insured.BlockJustify && (
                <Alert severity="warning">
                  {translate('resources.segurados.data.justify', {
                    justify: insured.BlockJustify,
                  })}
                </Alert>
              )}
              {permissions.block && (
                <Box>
                  <Button
                    variant="outlined"
                    color={insured.IsBlocked ? 'primary' : 'error'}
                    startIcon={insured.IsBlocked ? <LockOpenIcon /> : <BlockIcon />}
                    onClick={() => setBlocking(true)}
                  >
                    {translate(
                      `resources.segurados.data.${insured.IsBlocked ? 'unblock' : 'block'}`,
                    )}
                  </Button>
                </Box>
              )}
            </Stack>
          </Row>
        </Stack>
      </CardContent>
      {blocking && (
        <JustificationDialog
          title={block(insured.IsBlocked ? 'unblockTitle' : 'blockTitle')}
          message={block(insured.IsBlocked ? 'unblockMessage' : 'blockMessage', {
            name: insured.Name,
          })}
          label={block('justify')}
          helperText={block('justifyHelper', minLength)}
          confirmLabel={block(insured.IsBlocked ? 'confirmUnblock' : 'confirmBlock')}
          confirmColor={insured.IsBlocked ? 'primary' : 'error'}
          cancelLabel={block('cancel')}
          requiredMessage={block('justifyRequired')}
          minLength={BLOCK_JUSTIFY_MIN_LENGTH}
          tooShortMessage={block('justifyTooShort', minLength)}
          maxLength={BLOCK_JUSTIFY_MAX_LENGTH}
          onConfirm={confirmBlock}
          onClose={() => setBlocking(false)}
        />
      )}
    </Card>
  );
};
