import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  type ChipProps,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import { Breadcrumb } from '../../components';
import type { OutboxMail } from '../../providers/accountsApi';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';

const statusColor: Record<OutboxMail['Status'], ChipProps['color']> = {
  pending: 'info',
  sent: 'success',
  failed: 'error',
  kept: 'warning',
};

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The e-mail text with its links clickable (the point of the outbox without SMTP). */
const MailText = ({ text }: { text: string }) => (
  <Box
    component="pre"
    sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
  >
    {text.split(URL_PATTERN).map((part, index) =>
      index % 2 === 1 ? (
        <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
          {part}
        </Link>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )}
  </Box>
);

const MailDialog = ({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={mail !== null} onClose={onClose} maxWidth="md" fullWidth>
      {mail && (
        <>
          <DialogTitle>{mail.Subject}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('aval.accounts.outbox.to')}: {mail.To} · {formatDateTime(mail.CreatedAt)}
            </Typography>
            {mail.Error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translate('aval.accounts.outbox.error', { error: mail.Error })}
              </Alert>
            )}
            <MailText text={mail.Text} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('aval.accounts.outbox.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

/** /usuarios/emails: the tenant's e-mails for administrators, newest first. */
export const OutboxPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(20);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const outbox = useQuery({
    queryKey: ['accounts', 'outbox', page, rowsPerPage],
    queryFn: () => dataProvider.getOutbox(page + 1, rowsPerPage),
    placeholderData: keepPreviousData,
  });
  const title = translate('aval.accounts.outbox.title');
  const rows = outbox.data?.Data ?? [];

  return (
    <Box data-testid="page-outbox" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Breadcrumb
        items={[
          { label: 'aval.accounts.outbox.breadcrumb', to: '/usuarios' },
          { label: 'aval.accounts.outbox.title' },
        ]}
      />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('aval.accounts.outbox.intro')}
          </Typography>
          {outbox.isError && (
            <Alert severity="error" role="alert">
              {errorText(outbox.error)}
            </Alert>
          )}
          {outbox.isPending && <CircularProgress />}
          {outbox.isSuccess && rows.length === 0 && (
            <Typography color="text.secondary">
              {translate('aval.accounts.outbox.empty')}
            </Typography>
          )}
          {rows.length > 0 && (
            <>
              <TableContainer>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('aval.accounts.outbox.date')}</TableCell>
                      <TableCell>{translate('aval.accounts.outbox.to')}</TableCell>
                      <TableCell>{translate('aval.accounts.outbox.subject')}</TableCell>
                      <TableCell>{translate('aval.accounts.outbox.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((mail) => (
                      <TableRow
                        key={mail.Id}
                        hover
                        onClick={() => setOpen(mail)}
                        sx={{ cursor: 'pointer' }}
                      >
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(mail.CreatedAt)}
                        </TableCell>
                        <TableCell>{mail.To}</TableCell>
                        <TableCell>
                          <Link
                            component="button"
                            type="button"
                            onClick={(event) => {
                              event.stopPropagation();
                              setOpen(mail);
                            }}
                            aria-label={`${translate('aval.accounts.outbox.open')}: ${mail.Subject}`}
                            sx={{ textAlign: 'left' }}
                          >
                            {mail.Subject}
                          </Link>
                        </TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={statusColor[mail.Status]}
                            label={translate(`aval.accounts.outbox.statuses.${mail.Status}`)}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={outbox.data?.PageResult.TotalRows ?? 0}
                page={page}
                rowsPerPage={rowsPerPage}
                rowsPerPageOptions={[10, 20, 50, 100]}
                onPageChange={(_event, next) => setPage(next)}
                onRowsPerPageChange={(event) => {
                  setRowsPerPage(Number(event.target.value));
                  setPage(0);
                }}
                labelRowsPerPage={translate('aval.accounts.outbox.rowsPerPage')}
                labelDisplayedRows={({ from, to, count }) =>
                  translate('aval.accounts.outbox.range', { from, to, count })
                }
              />
            </>
          )}
        </CardContent>
      </Card>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </Box>
  );
};
OutboxPage.path = '/usuarios/emails';
