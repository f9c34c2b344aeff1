import { describe } from 'vitest';
import { chemistryPhGenerators } from './chemia-ph';
import { itComputesEverySeed, numberBefore, text } from './chemia-property-support';

const byId = (id: string) => chemistryPhGenerators.find((generator) => generator.id === id)!;
const ROUNDED_TO_HUNDREDTH = 0.005 + 1e-9;

describe('generators: chemia-ph', () => {
  itComputesEverySeed(byId('chemia-ph-mocnego-kwasu'), ({ statementHtml }) => {
    const concentration = text(statementHtml).includes('znajduje się')
      ? numberBefore(statementHtml, 'mol') / (numberBefore(statementHtml, 'cm³') / 1000)
      : numberBefore(statementHtml, 'mol/dm³');
    return { value: -Math.log10(concentration), within: ROUNDED_TO_HUNDREDTH };
  });

  itComputesEverySeed(byId('chemia-ph-mocnej-zasady'), ({ statementHtml }) => {
    const poh = -Math.log10(numberBefore(statementHtml, 'mol/dm³'));
    return { value: text(statementHtml).includes('Oblicz pOH') ? poh : 14 - poh, within: ROUNDED_TO_HUNDREDTH };
  });

  itComputesEverySeed(byId('chemia-liczba-moli-z-ph'), ({ statementHtml }) => {
    const ph = Number(/pH = (\d+)/.exec(text(statementHtml))![1]);
    return { value: 10 ** -ph * (numberBefore(statementHtml, 'cm³') / 1000), unit: 'mol' };
  });
});
