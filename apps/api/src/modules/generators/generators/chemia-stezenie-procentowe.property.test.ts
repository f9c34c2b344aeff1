import { describe } from 'vitest';
import { itComputesEverySeed, numberBefore, text } from './chemia-property-support';
import { chemistryPercentConcentrationGenerators } from './chemia-stezenie-procentowe';

const byId = (id: string) => chemistryPercentConcentrationGenerators.find((generator) => generator.id === id)!;
const ROUNDED_TO_TENTH = 0.05 + 1e-9;

describe('generators: chemia-stezenie-procentowe', () => {
  itComputesEverySeed(byId('chemia-stezenie-procentowe'), ({ statementHtml }) => {
    const [first, solute] = [numberBefore(statementHtml, 'g', 0), numberBefore(statementHtml, 'g', 1)];
    const solution = text(statementHtml).includes('g wody rozpuszczono') ? first + solute : first;
    return { value: (100 * solute) / solution, percent: true };
  });

  itComputesEverySeed(byId('chemia-masa-substancji-z-cp'), ({ statementHtml }) => {
    const solute = (numberBefore(statementHtml, '%') * numberBefore(statementHtml, 'g')) / 100;
    const water = numberBefore(statementHtml, 'g') - solute;
    return { value: text(statementHtml).includes('gramów wody') ? water : solute, unit: 'g' };
  });

  itComputesEverySeed(byId('chemia-rozcienczanie-i-zatezanie'), ({ statementHtml }) => {
    const solution = numberBefore(statementHtml, 'g', 0);
    const water = numberBefore(statementHtml, 'g', 1);
    const solute = (numberBefore(statementHtml, '%') * solution) / 100;
    const after = text(statementHtml).includes('dolano') ? solution + water : solution - water;
    return { value: (100 * solute) / after, percent: true, within: ROUNDED_TO_TENTH };
  });

  itComputesEverySeed(byId('chemia-rozpuszczalnosc'), ({ statementHtml }) => {
    const solubility = numberBefore(statementHtml, 'g', 0);
    const words = text(statementHtml);
    if (words.includes('roztworu nasyconego'))
      return { value: (100 * solubility) / (100 + solubility), percent: true, within: ROUNDED_TO_TENTH };
    const third = numberBefore(statementHtml, 'g', 2);
    return { value: words.includes('masę wody') ? (100 * third) / solubility : (solubility * third) / 100, unit: 'g' };
  });

  itComputesEverySeed(byId('chemia-mieszanie-roztworow'), ({ statementHtml }) => {
    const masses = [numberBefore(statementHtml, 'g', 0), numberBefore(statementHtml, 'g', 1)];
    const percents = [numberBefore(statementHtml, '%', 0), numberBefore(statementHtml, '%', 1)];
    const solute = (masses[0]! * percents[0]! + masses[1]! * percents[1]!) / 100;
    return { value: (100 * solute) / (masses[0]! + masses[1]!), percent: true, within: ROUNDED_TO_TENTH };
  });
});
