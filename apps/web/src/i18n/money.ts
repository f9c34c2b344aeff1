const plnFormat = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount in grosze (minor units) as Polish złoty, e.g. 5999 → '59,99 zł'. */
export function formatPln(minorUnits: number): string {
  return plnFormat.format(minorUnits / 100);
}
