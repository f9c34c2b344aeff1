import { describe } from 'vitest';
import { formulaMass, formulas, itComputesEverySeed, numberBefore, text } from './chemia-property-support';
import { chemistryMolarConcentrationGenerators } from './chemia-stezenie-molowe';

const byId = (id: string) => chemistryMolarConcentrationGenerators.find((generator) => generator.id === id)!;

describe('generators: chemia-stezenie-molowe', () => {
  itComputesEverySeed(byId('chemia-stezenie-molowe'), ({ statementHtml }) => {
    const molarMass = formulaMass(formulas(statementHtml)[0]!);
    const litres = numberBefore(statementHtml, 'cm³') / 1000;
    if (text(statementHtml).includes('odważyć'))
      return { value: numberBefore(statementHtml, 'mol/dm³') * litres * molarMass, unit: 'g' };
    return { value: numberBefore(statementHtml, 'g') / molarMass / litres, unit: 'mol/dm³' };
  });

  itComputesEverySeed(byId('chemia-rozcienczanie-roztworu-molowego'), ({ statementHtml }) => {
    const initial = numberBefore(statementHtml, 'mol/dm³', 0);
    const taken = numberBefore(statementHtml, 'cm³', 0);
    const words = text(statementHtml);
    if (words.includes('do objętości'))
      return { value: (initial * taken) / numberBefore(statementHtml, 'cm³', 1), unit: 'mol/dm³' };
    const final = (initial * taken) / numberBefore(statementHtml, 'mol/dm³', 1);
    return { value: words.includes('wody dodano') ? final - taken : final, unit: 'cm³' };
  });

  itComputesEverySeed(byId('chemia-przeliczanie-cp-na-cm'), ({ statementHtml }) => {
    const grams = (numberBefore(statementHtml, '%') * numberBefore(statementHtml, 'g/cm³') * 1000) / 100;
    return {
      value: grams / formulaMass(formulas(statementHtml)[0]!),
      unit: 'mol/dm³',
      within: 0.005 + 1e-9,
    };
  });
});
