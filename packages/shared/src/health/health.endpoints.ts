import { defineEndpoints } from '../api/endpoint';
import { get } from '../api/routes';
import { ZHealth, ZReadiness } from './health.schemas';

/** /api/health and /api/ready: liveness and readiness of a node. */
export const healthEndpoints = defineEndpoints({
  health: get('/health', ZHealth),
  ready: get('/ready', ZReadiness),
});
