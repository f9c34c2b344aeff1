import { describe } from 'vitest';
import { chemistryMoleGenerators } from './chemia-mol-i-masa';
import { atomsOf, formulaMass, formulas, itComputesEverySeed, numberBefore, text } from './chemia-property-support';

const byId = (id: string) => chemistryMoleGenerators.find((generator) => generator.id === id)!;
const AVOGADRO = 6.02e23;

describe('generators: chemia-mol-i-masa', () => {
  itComputesEverySeed(byId('chemia-masa-czasteczkowa'), ({ statementHtml }) => {
    const count = Number(/łączną masę (\d+) cząsteczek/.exec(text(statementHtml))?.[1] ?? 1);
    return { value: count * formulaMass(formulas(statementHtml)[0]!), unit: 'u' };
  });

  itComputesEverySeed(byId('chemia-zawartosc-procentowa-pierwiastka'), ({ statementHtml }) => {
    const [element, compound] = formulas(statementHtml) as [string, string];
    const share = (atomsOf(compound).get(element)! * formulaMass(element)) / formulaMass(compound);
    return { value: 100 * share, percent: true, within: 0.05 + 1e-9 };
  });

  itComputesEverySeed(byId('chemia-liczba-moli-z-masy'), ({ statementHtml }) => ({
    value: numberBefore(statementHtml, 'g') / formulaMass(formulas(statementHtml)[0]!),
    unit: 'mol',
  }));

  itComputesEverySeed(byId('chemia-masa-z-liczby-moli'), ({ statementHtml }) => {
    const moles = Number(/(\d+(?:,\d+)?) mol/.exec(text(statementHtml))![1]!.replace(',', '.'));
    return { value: moles * formulaMass(formulas(statementHtml)[0]!), unit: 'g' };
  });

  itComputesEverySeed(byId('chemia-liczba-czasteczek'), ({ statementHtml }) => {
    const found = formulas(statementHtml);
    const compound = found.at(-1)!;
    const perMolecule = found.length === 2 ? atomsOf(compound).get(found[0]!)! : 1;
    const moles = numberBefore(statementHtml, 'g') / formulaMass(compound);
    return { value: moles * perMolecule * AVOGADRO };
  });
});
