/** "1 task", "3 tasks", "10,000 tasks". */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
