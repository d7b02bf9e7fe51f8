import type { Database } from '../../db/client';
import { resolveTenantHost } from '../../../domain/tenantHost';
import { NotFoundError } from '../../http/errors';
import { findCompanyByDns, normalizeDns } from '../tenants/service';

/** Bases of the services that live in this process beside the gateway. */
export const KANBAN_URL = '/kanban-api';
export const HUB_URL = '/hub';

/** GetPortalConfig: the tenant answering for a host name and its portal look. */
export const getPortalConfig = async (db: Database, dns: string) => {
  const host = normalizeDns(dns);
  const company = await findCompanyByDns(db, host);
  if (!company) throw new NotFoundError(`Nenhuma seguradora configurada para o endereço ${host}.`);
  return {
    companyKey: company.companyKey,
    companyName: company.name,
    dns: host,
    maintenance: company.maintenance,
    maintenanceMessage: company.maintenanceMessage,
    warnMaintenance: company.warnMaintenance,
    kanbanUrl: KANBAN_URL,
    hubUrl: HUB_URL,
    layout: {
      common: {
        primaryColor: company.primaryColor,
        figureColor: company.figureColor,
        lineColor: company.lineColor,
        FontFamily: company.fontFamily,
        FontFamilyUrl: company.fontFamilyUrl,
      },
      theme: company.theme,
    },
  };
};

/**
 * The config a portal page inlines (server/http/portalPage.ts): the tenant the browser itself
 * will resolve, from the page's path (`/login/simula-<host>`) or its host name; none for a host
 * no tenant answers (the portal then asks and shows the gateway's message).
 */
export const portalConfigForPage = async (db: Database, pathname: string, hostname: string) => {
  const host = resolveTenantHost({ pathname, hostname });
  try {
    return { host, config: await getPortalConfig(db, host) };
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
};
