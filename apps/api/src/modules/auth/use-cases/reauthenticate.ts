import type { TAuthContext, TIdentityProof, TRequestContext } from '../auth.context';

/** Confirms the signed-in person before a sensitive action of another module (deleting an account). */
export async function reauthenticate(
  ctx: TAuthContext,
  userId: string,
  proof: TIdentityProof,
  request: TRequestContext,
) {
  await ctx.confirmIdentity(await ctx.requireUser(userId), proof, request);
}
