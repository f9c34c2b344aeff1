import { randomInt } from 'node:crypto';
import { classCodeAlphabet, classLimits } from '@zadania/shared';

/** A fresh join code: eight characters of the look-alike-free alphabet, from the system's cryptographic randomness. */
export function generateClassCode(random: (max: number) => number = randomInt) {
  let code = '';
  for (let index = 0; index < classLimits.codeLength; index += 1) {
    code += classCodeAlphabet[random(classCodeAlphabet.length)];
  }
  return code;
}
