/** The letter of a closed answer: its own label, else the alphabet by position (A, B, C…). */
export function answerLetter(label: string | null, index: number): string {
  if (label?.trim()) return label.trim();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return index < letters.length ? (letters[index] as string) : String(index + 1);
}
