import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatBRL } from '../../domain/format';
import { modalityLabels } from '../../domain/modalities';
import { Breadcrumb } from '../../src/components';
import { formatRate } from './decimalText';
import { ModalityCreateDialog } from './ModalityCreateDialog';
import { ModalityChips } from './ModalitySummary';
import { MENU_PATH, MODALITIES_PATH, modalityPath } from './paths';
import { useModalityGroup } from './useModalityGroup';

/** /parametrizacao/branch/:branchId/modalidade/:modalityGroupId: a group and its modalities. */
export const ModalityGroupPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.group.${key}`, options);
  const { branchId = '', modalityGroupId = '' } = useParams();
  const { group, query } = useModalityGroup(branchId, modalityGroupId);
  const [creating, setCreating] = useState(false);
  const notFound = query.isSuccess && !group;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-modalidade-grupo">
      <Title title={group?.Name ?? t('title')} />
      <Breadcrumb
        items={[
          { label: 'resources.modalidades.menuTitle', to: MENU_PATH },
          { label: 'resources.modalidades.list.title', to: MODALITIES_PATH },
          { label: group?.Name ?? t('title') },
        ]}
      />
      {query.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {(notFound || query.error) && (
        <Alert
          severity="error"
          action={
            <Button component={Link} to={MODALITIES_PATH} color="inherit" size="small">
              {t('back')}
            </Button>
          }
        >
          {t(notFound ? 'notFound' : 'loadError')}
        </Alert>
      )}
      {group && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <div>
              <Typography variant="h5" component="h1">
                {group.Name}
              </Typography>
              <Typography color="text.secondary">
                {t('branch', { code: group.BranchCode, name: group.BranchName })}
              </Typography>
            </div>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('resources.modalidades.list.create')}
            </Button>
          </Stack>
          <Card variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={group.Name}>
                <TableHead>
                  <TableRow>
                    <TableCell>{modalityLabels.Name}</TableCell>
                    <TableCell align="right">{t('maxAmount')}</TableCell>
                    <TableCell align="right">{t('minPremium')}</TableCell>
                    <TableCell align="right">{t('baseRate')}</TableCell>
                    <TableCell>{t('period')}</TableCell>
                    <TableCell>{t('flags')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.Modalities.map((modality) => (
                    <TableRow key={modality.Id} hover>
                      <TableCell>
                        <Link to={modalityPath(modality)}>{modality.Name}</Link>
                      </TableCell>
                      <TableCell align="right">
                        {formatBRL(modality.MaxInsuredAmountValue)}
                      </TableCell>
                      <TableCell align="right">{formatBRL(modality.MinInsurancePremium)}</TableCell>
                      <TableCell align="right">{formatRate(modality.BaseRate)}</TableCell>
                      <TableCell>
                        {t('days', {
                          min: modality.MinPeriodInDays,
                          max: modality.MaxPeriodInDays,
                        })}
                      </TableCell>
                      <TableCell>
                        <ModalityChips modality={modality} />
                      </TableCell>
                    </TableRow>
                  ))}
                  {!group.Modalities.length && (
                    <TableRow>
                      <TableCell colSpan={6}>{t('empty')}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
          {creating && (
            <ModalityCreateDialog
              open
              onClose={() => setCreating(false)}
              groups={[group]}
              defaultGroupUniqueId={group.ModalityGroupUniqueId}
            />
          )}
        </>
      )}
    </Box>
  );
};
