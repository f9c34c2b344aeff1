import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeNginxConfig, nginxConfig } from './nginx-config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

describe('the deployment files', () => {
  it('deploy/nginx.conf is the generator output for the three compose nodes', () => {
    expect(read('deploy/nginx.conf')).toBe(composeNginxConfig());
  });

  it.runIf(nginx)("npm run cluster's nginx configuration passes nginx -t", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zadania-nginx-'));
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      nginxConfig({
        nodes: ['127.0.0.1:3101', '127.0.0.1:3102 down'],
        listen: '127.0.0.1:18080',
        pidFile: path.join(dir, 'nginx.pid'),
        tempDir: dir,
        errorLog: path.join(dir, 'error.log'),
        standalone: true,
      }),
    );
    const check = spawnSync(nginx, ['-t', '-c', conf], { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    expect(check.status).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('compose.yaml gives every node what a production node of several refuses to start without', () => {
    const compose = read('compose.yaml');
    for (const setting of [
      'NODE_ENV: production',
      'NODES: "3"',
      'DATABASE_URL: postgres://',
      'REDIS_URL: redis://',
      'MAIL_URL: smtp://',
      'PUBLIC_URL:',
      'JWT_SECRET: ${JWT_SECRET:?',
      'S3_ENDPOINT:',
      'S3_BUCKET:',
      'S3_ACCESS_KEY_ID:',
      'S3_SECRET_ACCESS_KEY:',
      'MIGRATE_ON_START: "false"',
      'TRUST_PROXY:',
      'SHUTDOWN_DRAIN_MS:',
    ]) {
      expect(compose, setting).toContain(setting);
    }
    expect(compose).toMatch(
      /migrate:\n(.*\n)*?\s+command: \[node, --enable-source-maps, apps\/api\/dist\/migrate\.js\]/,
    );
    expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const node of ['api1', 'api2', 'api3']) expect(compose).toContain(`  ${node}: *node`);
    expect(compose).toContain('condition: service_completed_successfully');
  });

  it('the image runs the compiled API as a non-root user, forwards SIGTERM and checks readiness', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM .+ AS build$/m);
    expect(dockerfile).toContain('RUN npm run build');
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(dockerfile).toContain('chromium');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('/api/ready');
    expect(dockerfile).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(dockerfile).toContain('CMD ["node", "apps/api/dist/main.js"]');
    // Everything the image copies from the build is what `npm run build` makes.
    expect(read('scripts/build-api.mjs')).toContain("migrate: path.join(apiRoot, 'src/migrate.ts')");
  });
});
