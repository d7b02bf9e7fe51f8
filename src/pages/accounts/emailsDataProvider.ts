import type { GetListParams } from 'react-admin';
import { defineResource, type ResourceMapping } from '../../providers/resourceRegistry';
import { getOutbox } from '../../providers/accountsApi';
import { toListResult } from '../../providers/listParams';

/**
 * Resource `emails`: the tenant's outbox (Mail/GetOutbox), newest first, paged by the gateway
 * (no filter or sort: the call has none). The record's id is the e-mail's Id.
 */
const emailsMapping = {
  getList: async (_resource: string, { pagination }: GetListParams) => {
    const { page = 1, perPage = 20 } = pagination ?? {};
    return toListResult(await getOutbox(page, perPage), (mail) => mail.Id);
  },
} as ResourceMapping;

export const emailsProvider = defineResource('emails', emailsMapping);
