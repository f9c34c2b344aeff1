import {
  commerceMessages,
  findPlatformProduct,
  type TCheckoutRequest,
  type TCheckoutResponse,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TPaymentsContext, TRequestKeys } from '../payments.context';
import { startCheckout } from './start-checkout';

/** POST /payment/checkout: a payment for one product of the catalogue, and where to pay it. */
export async function checkoutProduct(
  ctx: TPaymentsContext,
  viewer: TViewerIn,
  input: TCheckoutRequest,
  keys: TRequestKeys,
): Promise<TCheckoutResponse> {
  const product = findPlatformProduct(ctx.config.commerce, input.productCode);
  if (!product) {
    await ctx.limiter.consume('checkout', { ip: keys.ip, account: viewer.id });
    throw AppError.badRequest(commerceMessages.productNotFound);
  }
  const { payment, redirectUrl } = await startCheckout(
    ctx,
    viewer,
    {
      itemKind: product.kind,
      productCode: product.code,
      itemName: product.name,
      itemQuantity: product.kind === 'SUBSCRIPTION' ? product.durationDays : product.tokens,
      amountGross: product.priceGross,
    },
    input,
    keys,
  );
  return { payment, redirectUrl };
}
