// A Trello board's JSON export (Board menu → Print, export and share → Export as JSON) as one row per card.
import { ImportReadError } from './import-read-error.ts';

export const TRELLO_HEADERS = ['Card', 'Description', 'Due', 'List', 'Members', 'Member usernames', 'Labels', 'Archived'] as const;

export const TRELLO_MESSAGES = {
  notABoard: 'This JSON file is not a Trello board export.',
} as const;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const objectsOf = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);
const position = (value: JsonObject): number => (typeof value.pos === 'number' ? value.pos : 0);

export function isTrelloBoard(value: unknown): value is JsonObject {
  return isObject(value) && Array.isArray(value.cards) && Array.isArray(value.lists);
}

/** Each card's checklists as lines of its description: "Checklist: Catering", "- [x] Book caterer". */
function checklistLines(board: JsonObject): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  for (const checklist of objectsOf(board.checklists)) {
    const card = text(checklist.idCard);
    const items = objectsOf(checklist.checkItems).sort((a, b) => position(a) - position(b));
    const own = lines.get(card) ?? [];
    own.push(`${text(checklist.name) || 'Checklist'}:`, ...items.map((item) => `- [${item.state === 'complete' ? 'x' : ' '}] ${text(item.name)}`));
    lines.set(card, own);
  }
  return lines;
}

/**
 * One row per card, in the board's order (list by list, card by card): its name, description (with
 * its checklists), due day as Trello wrote it, list, members' full names (the first is the assignee)
 * and usernames, labels (a label without a name by its colour), and "yes" for an archived card or a
 * card of an archived list.
 */
export function trelloRows(board: unknown): string[][] {
  if (!isTrelloBoard(board)) throw new ImportReadError(TRELLO_MESSAGES.notABoard);
  const lists = new Map(objectsOf(board.lists).map((list, index) => [text(list.id), { list, index }]));
  const members = new Map(objectsOf(board.members).map((member) => [text(member.id), member]));
  const checklists = checklistLines(board);
  const listIndex = (card: JsonObject) => lists.get(text(card.idList))?.index ?? lists.size;
  const cards = objectsOf(board.cards).sort((a, b) => listIndex(a) - listIndex(b) || position(a) - position(b));
  return cards.map((card) => {
    const list = lists.get(text(card.idList))?.list;
    const people = (Array.isArray(card.idMembers) ? card.idMembers : []).map((id) => members.get(text(id))).filter((member) => member !== undefined);
    const description = [text(card.desc), (checklists.get(text(card.id)) ?? []).join('\n')].filter(Boolean).join('\n\n');
    return [
      text(card.name),
      description,
      text(card.due),
      list ? text(list.name) : '',
      people.map((member) => text(member.fullName) || text(member.username)).join(', '),
      people.map((member) => text(member.username)).join(', '),
      objectsOf(card.labels).map((label) => text(label.name) || text(label.color)).filter(Boolean).join(', '),
      card.closed === true || list?.closed === true ? 'yes' : '',
    ];
  });
}
