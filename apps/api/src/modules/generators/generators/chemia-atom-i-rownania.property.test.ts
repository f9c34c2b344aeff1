import { describe } from 'vitest';
import { chemistryAtomAndEquationGenerators } from './chemia-atom-i-rownania';
import { atomsOf, equationOf, formulas, itComputesEverySeed, spans, text } from './chemia-property-support';

const byId = (id: string) => chemistryAtomAndEquationGenerators.find((generator) => generator.id === id)!;

/** The smallest whole coefficients (1–6) that balance every element of a skeleton equation, by search. */
function balance(html: string): Map<string, number> {
  const species = [...equationOf(html)].map(([formula, { side }]) => ({ formula, sign: side === 'left' ? 1 : -1 }));
  const elements = new Set(species.flatMap(({ formula }) => [...atomsOf(formula).keys()]));
  const coefficients = species.map(() => 1);
  const balanced = () =>
    [...elements].every(
      (element) =>
        species.reduce(
          (sum, { formula, sign }, index) => sum + sign * coefficients[index]! * (atomsOf(formula).get(element) ?? 0),
          0,
        ) === 0,
    );
  const search = (index: number): boolean => {
    if (index === species.length) return balanced();
    for (let value = 1; value <= 6; value += 1) {
      coefficients[index] = value;
      if (search(index + 1)) return true;
    }
    return false;
  };
  if (!search(0)) throw new Error(`no balance for ${text(html)}`);
  return new Map(species.map(({ formula }, index) => [formula, coefficients[index]!]));
}

describe('generators: chemia-atom-i-rownania', () => {
  itComputesEverySeed(byId('chemia-wspolczynnik-stechiometryczny'), ({ statementHtml }) => ({
    value: balance(statementHtml).get(formulas(statementHtml)[0]!)!,
  }));

  itComputesEverySeed(byId('chemia-protony-neutrony-elektrony'), ({ statementHtml }) => {
    const nuclide = spans(statementHtml)
      .map((latex) => /^\{\}\^\{(\d+)\}_\{(\d+)\}\\mathrm\{[A-Za-z]+\}(?:\^\{(\d?)([+-])\})?$/.exec(latex))
      .find((match) => match !== null);
    if (!nuclide) {
      const atomic = Number(/Z = (\d+)/.exec(spans(statementHtml).join(' '))![1]);
      return { value: atomic + Number(/zawiera (\d+) neutron/.exec(text(statementHtml))![1]) };
    }
    const [, mass, atomic, size, sign] = nuclide;
    if (!sign) return { value: Number(mass) - Number(atomic) };
    const charge = Number(size || 1) * (sign === '+' ? 1 : -1);
    return { value: Number(atomic) - charge };
  });

  itComputesEverySeed(byId('chemia-srednia-masa-atomowa'), ({ statementHtml }) => {
    const [lighter, heavier] = spans(statementHtml)
      .map((latex) => /^\{\}\^\{(\d+)\}\\mathrm\{X\}$/.exec(latex)?.[1])
      .filter((mass) => mass !== undefined)
      .map(Number) as [number, number];
    const words = text(statementHtml);
    const average = /wynosi (\d+(?:,\d+)?) u/.exec(words);
    if (average) {
      const mean = Number(average[1]!.replace(',', '.'));
      return { value: ((heavier - mean) / (heavier - lighter)) * 100, percent: true, within: 0.05 + 1e-9 };
    }
    const share = Number(/jest (\d+)%/.exec(words)![1]);
    return { value: (share * lighter + (100 - share) * heavier) / 100, unit: 'u' };
  });
});
