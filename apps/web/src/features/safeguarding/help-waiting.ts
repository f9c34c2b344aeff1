/** How long a request has waited, short: '12 min', '2 godz. 5 min', '3 dni' ('czeka od …'). */
export function waitingFor(createdAt: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} godz. ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 dnia' : `${days} dni`;
}
