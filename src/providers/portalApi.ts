import type { ModuloId } from '../../domain/modules';
import { gatewayClient } from './gatewayClient';
import type { ModulePermissions, PortalConfig, TermOfUse } from './types';

/** GET /api/Application/GetPortalConfig: the tenant found by host name; no sign-in needed. */
export const fetchPortalConfig = (dns: string, redirectUrl?: string) =>
  gatewayClient.get<PortalConfig>('Application/GetPortalConfig', {
    auth: false,
    query: { dns, redirectUrl },
  });

export const fetchTermOfUse = () => gatewayClient.get<TermOfUse>('Core/GetTermOfUse');

export const fetchModulePermissions = (modulo: ModuloId) =>
  gatewayClient.get<ModulePermissions>('Permissao/BuscarPermissoes', { query: { Modulo: modulo } });
