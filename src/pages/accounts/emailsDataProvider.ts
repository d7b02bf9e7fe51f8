import type { GetListParams } from 'react-admin';
import { outboxSortFields } from '../../../domain/listSortFields';
import { defineResource, type ResourceMapping } from '../../providers/resourceRegistry';
import { getOutbox } from '../../providers/accountsApi';
import { pageQuery, sortQueryWithin, toListResult } from '../../providers/listParams';

/**
 * Resource `emails`: the tenant's outbox (Mail/GetOutbox), paged and sorted by the gateway
 * (sortField from the call's whitelist; without one, newest first). No filter: the call has none.
 * The record's id is the e-mail's Id.
 */
const emailsMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    toListResult(
      await getOutbox({ ...pageQuery(params), ...sortQueryWithin(outboxSortFields, params) }),
      (mail) => mail.Id,
    ),
} as ResourceMapping;

export const emailsProvider = defineResource('emails', emailsMapping);
