import type { TranslateFunction } from 'react-admin';
import type { OutboxMail } from '../../../domain/contracts/mail';
import type { CsvColumn } from '../../export';

/**
 * The outbox's CSV: one row per e-mail, what the table shows plus when it went out and why it
 * failed. The e-mail's text stays out: it carries first-access and recovery links, which are
 * not to travel in a spreadsheet.
 */
export const outboxExportColumns = (translate: TranslateFunction): CsvColumn<OutboxMail>[] => {
  const t = (key: string) => translate(`aval.accounts.outbox.${key}`);
  return [
    { header: t('date'), value: (mail) => mail.CreatedAt, kind: 'datetime' },
    { header: t('to'), value: (mail) => mail.To },
    { header: t('subject'), value: (mail) => mail.Subject },
    { header: t('status'), value: (mail) => t(`statuses.${mail.Status}`) },
    { header: t('sentAt'), value: (mail) => mail.SentAt, kind: 'datetime' },
    { header: t('errorColumn'), value: (mail) => mail.Error },
  ];
};
