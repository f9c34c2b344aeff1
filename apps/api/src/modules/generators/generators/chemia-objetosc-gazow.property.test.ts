import { describe } from 'vitest';
import { chemistryGasVolumeGenerators } from './chemia-objetosc-gazow';
import { equationOf, formulaMass, formulas, itComputesEverySeed, numberBefore, text } from './chemia-property-support';

const byId = (id: string) => chemistryGasVolumeGenerators.find((generator) => generator.id === id)!;
const MOLAR_VOLUME = 22.4;

describe('generators: chemia-objetosc-gazow', () => {
  itComputesEverySeed(byId('chemia-objetosc-molowa-gazu'), ({ statementHtml }) => {
    const molarMass = formulaMass(formulas(statementHtml)[0]!);
    if (text(statementHtml).includes('Oblicz objętość'))
      return { value: (numberBefore(statementHtml, 'g') / molarMass) * MOLAR_VOLUME, unit: 'dm³' };
    return { value: (numberBefore(statementHtml, 'dm³') / MOLAR_VOLUME) * molarMass, unit: 'g' };
  });

  itComputesEverySeed(byId('chemia-objetosc-gazu-z-reakcji'), ({ statementHtml }) => {
    const [gas, given] = formulas(statementHtml) as [string, string];
    const equation = equationOf(statementHtml);
    const moles = numberBefore(statementHtml, 'g') / formulaMass(given) / equation.get(given)!.coefficient;
    return { value: moles * equation.get(gas)!.coefficient * MOLAR_VOLUME, unit: 'dm³' };
  });
});
