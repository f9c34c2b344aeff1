import type { TDemoSubjectContent } from '../demo-content.types';
import { biologyContent } from './biology';
import { chemistryContent } from './chemistry';
import { civicsContent } from './civics';
import { computerScienceContent } from './computer-science';
import { englishContent } from './english';
import { frenchContent } from './french';
import { geographyContent } from './geography';
import { germanContent } from './german';
import { historyContent } from './history';
import { italianContent } from './italian';
import { musicContent } from './music';
import { physicsContent } from './physics';
import { polishContent } from './polish';
import { spanishContent } from './spanish';

/**
 * The fourteen subjects beside maths (issue 73), in the order of `subjects` (packages/shared/src/enums.ts). Each
 * folder holds one subject's concepts, exams and tasks; the subject is written onto every item when merged.
 */
export const subjectShelves: readonly TDemoSubjectContent[] = [
  polishContent,
  englishContent,
  germanContent,
  frenchContent,
  spanishContent,
  italianContent,
  biologyContent,
  chemistryContent,
  physicsContent,
  geographyContent,
  historyContent,
  civicsContent,
  computerScienceContent,
  musicContent,
];
