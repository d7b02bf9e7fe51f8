import type { AppConfig } from './config';
import type { Database } from './db/client';

/** What every area's routes receive: the database and the configuration. */
export interface GatewayContext {
  db: Database;
  config: AppConfig;
}
