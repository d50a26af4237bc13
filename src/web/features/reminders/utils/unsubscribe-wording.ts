import type { UnsubscribeInfo } from '../../../../domain/reminders.ts';

export interface UnsubscribeWording {
  /** The page's heading while the e-mails still go: what the button stops. */
  question: string;
  /** What the e-mails are, for the person they go to. */
  about: string;
  button: string;
  /** Heading and text once stopped by this page. */
  stoppedTitle: string;
  stopped: string;
  /** Heading and text when the link had been used before. */
  alreadyTitle: string;
  already: string;
}

/**
 * What the unsubscribe page says: a team member's e-mails about an event (reminders of their tasks
 * and the organisers' messages, stopped together), or an organiser's digest of a workspace.
 */
export function unsubscribeWording({ kind, scopeName }: Pick<UnsubscribeInfo, 'kind' | 'scopeName'>): UnsubscribeWording {
  if (kind === 'member') {
    return {
      question: `Stop e-mails about “${scopeName}”?`,
      about: `They are reminders of your open tasks for “${scopeName}” and messages from its organisers. Your tasks and your task page stay as they are.`,
      button: 'Stop these e-mails',
      stoppedTitle: 'E-mails stopped',
      stopped: `You will get no more e-mails about “${scopeName}”: no reminders and no messages from its organisers. Your task page still works; ask the organiser if you want the e-mails back.`,
      alreadyTitle: 'Already unsubscribed',
      already: `E-mails about “${scopeName}” were already stopped: you get none.`,
    };
  }
  return {
    question: `Stop your organiser digest for “${scopeName}”?`,
    about: `It lists the overdue tasks, the tasks due this week and the members who are behind in the events of “${scopeName}”.`,
    button: 'Stop my digest',
    stoppedTitle: 'Organiser digest stopped',
    stopped: `You will get no more organiser digests for “${scopeName}”. To get them again, turn on My digest on the workspace’s People page.`,
    alreadyTitle: 'Already unsubscribed',
    already: `Your organiser digest for “${scopeName}” was already stopped. To get it again, turn on My digest on the workspace’s People page.`,
  };
}
