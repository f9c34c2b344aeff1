/** Variables as students name them, and an answer with its variable in front (`x = 13`, `x \in (1;3)`). */

/** A variable as students name one: a letter or a Greek letter, with an optional index (`x_1`, `\lambda_{2}`). */
export const variableName =
  '(?:[a-zA-Z]|\\\\(?:alpha|beta|gamma|delta|varepsilon|epsilon|theta|lambda|mu|rho|sigma|tau|varphi|phi|omega))(?:_\\{?[a-zA-Z0-9]{1,3}\\}?)?';

/** `x = 13`, `x_1=13`, `\lambda_1 = 2`, `x \in (1;3)`: the answer without the variable in front of it. */
const variablePrefixes = {
  equals: new RegExp(`^${variableName}\\s*=\\s*`),
  in: new RegExp(`^${variableName}\\s*\\\\in(?![a-zA-Z])\\s*`),
} as const;

export function stripVariablePrefix(text: string, relation: 'equals' | 'in'): string {
  return text.replace(variablePrefixes[relation], '');
}
