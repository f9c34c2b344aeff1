import type { TCommerceCatalog, TPremiumPlan, TTokenPackage } from '@zadania/shared';

export type TCatalogProduct =
  | { kind: 'SUBSCRIPTION'; code: string; name: string; priceGross: number; plan: TPremiumPlan }
  | { kind: 'TOKENS'; code: string; name: string; priceGross: number; tokenPackage: TTokenPackage };

/** The catalogue item with this code (a Premium plan or a token package), or null. */
export function findCatalogProduct(catalog: TCommerceCatalog, code: string): TCatalogProduct | null {
  const plan = catalog.plans.find((item) => item.code === code);
  if (plan) return { kind: 'SUBSCRIPTION', code, name: plan.name, priceGross: plan.priceGross, plan };
  const tokenPackage = catalog.tokenPackages.find((item) => item.code === code);
  if (tokenPackage) {
    return { kind: 'TOKENS', code, name: tokenPackage.name, priceGross: tokenPackage.priceGross, tokenPackage };
  }
  return null;
}
