import type { Logger } from 'pino';
import { gatewayLogger } from '../../../server/http/requestLog';

/**
 * Child process of the request-log test: the production logger on stdout, one line alone (which
 * must come out within the flush interval, not wait for the buffer to fill), then two lines and
 * an immediate exit (which must still come out).
 */
const logger = gatewayLogger('info') as unknown as Logger;
logger.info({ at: Date.now() }, 'alone');
setTimeout(() => {
  logger.info({ at: Date.now() }, 'before exit 1');
  logger.info({ at: Date.now() }, 'before exit 2');
  process.exit(0);
}, 1800);
