import { formatCount } from '../../domain/english-format.ts';
/** "1 task", "3 tasks", "10,000 tasks". */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
