import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import type { TDb } from '../../db/client';
import { createLtiRepository } from './lti.repository';

const alg = 'RS256';
const storedKeyId = 'default';

type TSigningKey = Parameters<SignJWT['sign']>[0];
type TToolKey = { kid: string; privateKey: TSigningKey; publicJwk: JWK };

/** The public half of an RSA JWK, as the JWKS publishes it. */
const publicHalf = ({ kty, n, e }: JWK): JWK => ({ kty, n, e });

async function fromPrivateJwk(jwk: JWK): Promise<TToolKey> {
  const publicJwk = publicHalf(jwk);
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicJwk));
  const privateKey = (await importJWK({ ...jwk, alg }, alg)) as TSigningKey;
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg, use: 'sig' } };
}

/** LTI_PRIVATE_KEY: a PKCS#8 PEM or a private JWK (JSON). */
async function fromConfigured(value: string): Promise<TToolKey> {
  if (value.trim().startsWith('{')) return fromPrivateJwk(JSON.parse(value) as JWK);
  const key = await importPKCS8(value.replace(/\\n/g, '\n'), alg, { extractable: true });
  return fromPrivateJwk(await exportJWK(key));
}

/**
 * The tool's signing key (issue 56, part 4). LTI_PRIVATE_KEY when set; otherwise an RSA key generated once by the
 * first node that needs it and kept in the database (`lti_tool_keys`), so every node and every restart signs with
 * the same key and the platforms' cached copies of our JWKS stay valid.
 */
export function createLtiKeys(deps: { db: TDb; privateKey?: string }) {
  let loading: Promise<TToolKey> | undefined;

  async function loadStored(): Promise<TToolKey> {
    const repo = createLtiRepository(deps.db);
    let row = await repo.findToolKey(storedKeyId);
    if (!row) {
      const { privateKey } = await generateKeyPair(alg, { modulusLength: 2048, extractable: true });
      const jwk = await exportJWK(privateKey);
      const kid = await calculateJwkThumbprint(publicHalf(jwk));
      await repo.insertToolKey({ id: storedKeyId, kid, privateJwk: { ...jwk, kid } });
      row = (await repo.findToolKey(storedKeyId))!;
    }
    return fromPrivateJwk(row.privateJwk as JWK);
  }

  const key = () => {
    loading ??= (deps.privateKey ? fromConfigured(deps.privateKey) : loadStored()).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  return {
    /** GET /lti/jwks. */
    async jwks() {
      return { keys: [(await key()).publicJwk as Record<string, unknown>] };
    },

    /** A JWT signed with the tool's key (RS256, its `kid` in the header), valid for `ttlSeconds`. */
    async sign(payload: JWTPayload, options: { issuer: string; audience: string; ttlSeconds: number; now: Date }) {
      const { kid, privateKey } = await key();
      const iat = Math.floor(options.now.getTime() / 1000);
      return new SignJWT(payload)
        .setProtectedHeader({ alg, kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(privateKey);
    },
  };
}

export type TLtiKeys = ReturnType<typeof createLtiKeys>;
