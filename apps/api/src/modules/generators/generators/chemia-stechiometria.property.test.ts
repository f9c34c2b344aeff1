import { describe } from 'vitest';
import {
  equationOf,
  formulaMass,
  formulas,
  itComputesEverySeed,
  numberBefore,
  spans,
  text,
} from './chemia-property-support';
import { chemistryStoichiometryGenerators } from './chemia-stechiometria';

const byId = (id: string) => chemistryStoichiometryGenerators.find((generator) => generator.id === id)!;

/** The mass of `asked` that goes with `mass` grams of `given`, by the coefficients of the statement's equation. */
function massByEquation(html: string, given: string, mass: number, asked: string): number {
  const equation = equationOf(html);
  const moles = (mass / formulaMass(given) / equation.get(given)!.coefficient) * equation.get(asked)!.coefficient;
  return moles * formulaMass(asked);
}

describe('generators: chemia-stechiometria', () => {
  itComputesEverySeed(byId('chemia-prawo-zachowania-masy'), ({ statementHtml }) => {
    const asked = formulas(statementHtml)[0]!;
    const equation = equationOf(statementHtml);
    let balance = 0;
    for (const span of spans(statementHtml)) {
      const known = /^m_\{\\mathrm\{(.*)\}\} = (\d+(?:\{,\}\d+)?)\\,\\mathrm\{g\}$/.exec(span);
      if (!known) continue;
      const mass = Number(known[2]!.replace('{,}', '.'));
      balance += equation.get(known[1]!)!.side === equation.get(asked)!.side ? -mass : mass;
    }
    return { value: balance, unit: 'g' };
  });

  itComputesEverySeed(byId('chemia-masa-z-rownania-reakcji'), ({ statementHtml }) => {
    const found = formulas(statementHtml);
    const [asked, given] = text(statementHtml).includes('powstało jednocześnie')
      ? [found[1]!, found[0]!]
      : [found[0]!, found[1]!];
    return { value: massByEquation(statementHtml, given, numberBefore(statementHtml, 'g'), asked), unit: 'g' };
  });

  itComputesEverySeed(byId('chemia-odczynnik-w-niedomiarze'), ({ statementHtml }) => {
    const [first, second, product] = formulas(statementHtml) as [string, string, string];
    const equation = equationOf(statementHtml);
    const units = [first, second].map(
      (formula, index) =>
        numberBefore(statementHtml, 'g', index) / formulaMass(formula) / equation.get(formula)!.coefficient,
    );
    return { value: Math.min(...units) * equation.get(product)!.coefficient * formulaMass(product), unit: 'g' };
  });

  itComputesEverySeed(byId('chemia-wydajnosc-reakcji'), ({ statementHtml }) => {
    const words = text(statementHtml);
    const [first, second] = formulas(statementHtml) as [string, string];
    if (words.includes('Oblicz wydajność')) {
      const theoretical = massByEquation(statementHtml, first, numberBefore(statementHtml, 'g', 0), second);
      return { value: (100 * numberBefore(statementHtml, 'g', 1)) / theoretical, percent: true };
    }
    const theoretical = massByEquation(statementHtml, second, numberBefore(statementHtml, 'g'), first);
    return { value: (numberBefore(statementHtml, '%') * theoretical) / 100, unit: 'g' };
  });
});
