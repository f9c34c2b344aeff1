import { createLocalJWKSet, exportJWK, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ltiToolKeys } from '../../db/schema';
import { createLtiKeys } from './lti-keys';

const t = useTestApp();
const now = new Date();

describe('the tool’s signing key', () => {
  it('is generated once into the database, so a second node (or a restart) signs with the same key', async () => {
    const first = createLtiKeys({ db: t.app.db });
    const second = createLtiKeys({ db: t.app.db });
    const [a, b] = [await first.jwks(), await second.jwks()];
    expect(a).toEqual(b);
    expect(await t.app.db.select().from(ltiToolKeys)).toHaveLength(1);
    const jwt = await second.sign({ sub: 'x' }, { issuer: 'tool', audience: 'moodle', ttlSeconds: 60, now });
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(a as never), { audience: 'moodle' });
    expect(payload).toMatchObject({ iss: 'tool', sub: 'x' });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: a.keys[0]!.kid });
  });

  it('comes from LTI_PRIVATE_KEY (a PKCS#8 PEM or a JWK) when set, and nothing is stored', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const pem = await exportPKCS8(privateKey);
    const fromPem = createLtiKeys({ db: t.app.db, privateKey: pem.replace(/\n/g, '\\n') });
    const fromJwk = createLtiKeys({ db: t.app.db, privateKey: JSON.stringify(await exportJWK(privateKey)) });
    const jwks = await fromPem.jwks();
    expect(jwks).toEqual(await fromJwk.jwks());
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const jwt = await fromJwk.sign({}, { issuer: 'tool', audience: 'moodle', ttlSeconds: 60, now });
    await expect(jwtVerify(jwt, createLocalJWKSet(jwks as never))).resolves.toMatchObject({
      payload: expect.any(Object),
    });
    expect(await t.app.db.select().from(ltiToolKeys)).toEqual([]);
  });
});
