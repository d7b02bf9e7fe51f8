import {
  Alert,
  Box,
  Button,
  Chip,
  type ChipProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import { Breadcrumb } from '../../components';
import { DEFAULT_PER_PAGE, List, ListPagination } from '../../components/lists';
import { BrazilianExportButton } from '../../export';
import type { OutboxMail } from '../../providers/accountsApi';
import { outboxExportColumns } from './outboxExportColumns';

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

type MailRecord = OutboxMail & { id: number };
const Col = DataTable.Col<MailRecord>;

/** The subject opens the e-mail; so does a click anywhere on the row. */
const SubjectLink = ({
  mail,
  onOpen,
}: {
  mail: MailRecord;
  onOpen: (mail: MailRecord) => void;
}) => {
  const translate = useTranslate();
  return (
    <Link
      component="button"
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(mail);
      }}
      aria-label={`${translate('aval.accounts.outbox.open')}: ${mail.Subject}`}
      sx={{ textAlign: 'left' }}
    >
      {mail.Subject}
    </Link>
  );
};

/**
 * /usuarios/emails: the tenant's e-mails for administrators, newest first, on react-admin's List
 * (resource `emails`): the page, its size and the sort (any column, by the gateway) live in the
 * URL; the export writes every e-mail in the list's order as a Brazilian CSV.
 */
export const OutboxPage = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState<MailRecord | null>(null);
  const title = translate('aval.accounts.outbox.title');

  return (
    <Box data-testid="page-outbox" sx={{ p: { xs: 1, sm: 2 } }}>
      <Breadcrumb
        items={[
          { label: 'aval.accounts.outbox.breadcrumb', to: '/usuarios' },
          { label: 'aval.accounts.outbox.title' },
        ]}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('aval.accounts.outbox.intro')}
      </Typography>
      <List
        resource="emails"
        title={title}
        perPage={DEFAULT_PER_PAGE}
        pagination={<ListPagination />}
        // the gateway's own order, said so the date column shows it
        sort={{ field: 'CreatedAt', order: 'DESC' }}
        actions={
          <TopToolbar>
            <BrazilianExportButton<MailRecord>
              columns={outboxExportColumns(translate)}
              filename="emails-enviados"
            />
          </TopToolbar>
        }
        empty={false}
      >
        <DataTable
          rowClick={(_id, _resource, mail) => {
            setOpen(mail as MailRecord);
            return false;
          }}
          bulkActionButtons={false}
          empty={
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('aval.accounts.outbox.empty')}
            </Typography>
          }
        >
          <Col
            source="CreatedAt"
            label="aval.accounts.outbox.date"
            render={(mail) => formatDateTime(mail.CreatedAt)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Col source="To" label="aval.accounts.outbox.to" />
          <Col
            source="Subject"
            label="aval.accounts.outbox.subject"
            render={(mail) => <SubjectLink mail={mail} onOpen={setOpen} />}
          />
          <Col
            source="Status"
            label="aval.accounts.outbox.status"
            render={(mail) => (
              <Chip
                size="small"
                color={statusColor[mail.Status]}
                label={translate(`aval.accounts.outbox.statuses.${mail.Status}`)}
              />
            )}
          />
        </DataTable>
      </List>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </Box>
  );
};
