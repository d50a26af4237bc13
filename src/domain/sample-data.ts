import { z } from 'zod';
import { addDays, todaySchema, type CalendarDate } from './dates.ts';
import type { TaskPriority, TaskStatus } from './tasks.ts';

export const SAMPLE_DATA_MESSAGES = {
  accountNotEmpty: 'Sample data can only be loaded into an account with no events',
  loaded: (events: number, members: number, tasks: number) =>
    `Loaded ${events} sample events with ${members} team members and ${tasks} tasks`,
} as const;

export const loadSampleDataInputSchema = z.object({
  /** The caller's today: sample dates are placed around it. The server's date when absent. */
  today: todaySchema.optional(),
});
export type LoadSampleDataInput = z.infer<typeof loadSampleDataInputSchema>;

export const sampleDataResultSchema = z.object({
  events: z.number().int(),
  members: z.number().int(),
  tasks: z.number().int(),
});
export type SampleDataResult = z.infer<typeof sampleDataResultSchema>;

type MemberStatus = 'active' | 'inactive' | 'pending';

interface SampleMemberSource {
  name: string;
  email: string;
  company?: string;
  role?: string;
  status?: MemberStatus;
}

interface SampleTaskSource {
  title: string;
  description: string;
  /** Days from today; null for no due date. */
  due: number | null;
  status: TaskStatus;
  priority: TaskPriority;
  /** Index into the event's members; null for unassigned. */
  assignee: number | null;
}

interface SampleEventSource {
  name: string;
  description: string;
  /** Days from today. */
  start: number;
  end: number;
  members: SampleMemberSource[];
  tasks: SampleTaskSource[];
}

const SAMPLE_EVENTS: SampleEventSource[] = [
  {
    name: 'Music Summit',
    description:
      'A two-day gathering of independent artists, producers and label managers, with panels on streaming royalties, live showcases in the main hall and an evening of acoustic sets.',
    start: -45,
    end: -44,
    members: [
      { name: 'Amara Okafor', email: 'amara.okafor@example.com', company: 'Soundwave Agency', role: 'Artist Liaison' },
      { name: 'Lucas Moreau', email: 'lucas.moreau@example.com', role: 'Stage Manager' },
      { name: 'Priya Raman', email: 'priya.raman@example.com', company: 'Northlight Audio', role: 'Sound Engineer' },
      { name: 'Tom Gallagher', email: 'tom.gallagher@example.com', role: 'Volunteer Lead', status: 'inactive' },
    ],
    tasks: [
      { title: 'Confirm headline artists', description: 'Signed contracts back from all three headline acts.', due: -80, status: 'completed', priority: 'high', assignee: 0 },
      { title: 'Book the main hall and breakout rooms', description: 'Deposit paid; floor plan agreed with the venue.', due: -75, status: 'completed', priority: 'high', assignee: 1 },
      { title: 'Hire the PA and backline', description: 'Two drum kits, four guitar amps, monitors for every stage.', due: -55, status: 'completed', priority: 'high', assignee: 2 },
      { title: 'Publish the panel schedule', description: 'Times, rooms and moderators for all six panels.', due: -50, status: 'completed', priority: 'medium', assignee: 0 },
      { title: 'Brief the volunteers', description: 'Shifts, radio channels and the emergency plan.', due: -46, status: 'completed', priority: 'medium', assignee: 3 },
      { title: 'Settle artist invoices', description: 'Fees and travel expenses for every performer.', due: -30, status: 'inprogress', priority: 'high', assignee: 0 },
      { title: 'Send thank-you notes to speakers', description: 'Personal note plus the photo gallery link.', due: -35, status: 'todo', priority: 'low', assignee: null },
      { title: 'Upload the session recordings', description: 'Edit and publish the panel videos on the website.', due: -20, status: 'overdue', priority: 'medium', assignee: 2 },
      { title: 'Write the post-event report', description: 'Attendance, revenue, survey results and lessons learnt.', due: 7, status: 'todo', priority: 'low', assignee: 1 },
    ],
  },
  {
    name: 'Startup Gala',
    description:
      'An evening of pitches, awards and networking for early-stage founders and investors, with a three-course dinner and a live vote for the audience award.',
    start: -1,
    end: 1,
    members: [
      { name: 'Sofia Lindqvist', email: 'sofia.lindqvist@example.com', company: 'Brightpath Ventures', role: 'Event Director' },
      { name: 'Daniel Kim', email: 'daniel.kim@example.com', role: 'Sponsorship Manager' },
      { name: 'Fatima Haddad', email: 'fatima.haddad@example.com', company: 'Haddad Catering', role: 'Catering Coordinator' },
      { name: 'Oliver Bennett', email: 'oliver.bennett@example.com', role: 'AV Technician' },
      { name: 'Grace Mensah', email: 'grace.mensah@example.com', role: 'Guest Relations', status: 'pending' },
    ],
    tasks: [
      { title: 'Shortlist the ten pitching startups', description: 'Jury scores collected and finalists told.', due: -21, status: 'completed', priority: 'high', assignee: 0 },
      { title: 'Sign the gold sponsors', description: 'Three gold packages with logo placement and a table each.', due: -14, status: 'completed', priority: 'high', assignee: 1 },
      { title: 'Finalise the dinner menu', description: 'Include vegetarian, vegan and gluten-free options.', due: -7, status: 'completed', priority: 'medium', assignee: 2 },
      { title: 'Print the seating plan', description: 'Investors and founders mixed at every table.', due: -2, status: 'inprogress', priority: 'medium', assignee: 4 },
      { title: 'Test the live voting app', description: 'Run a dry vote with the AV team on the venue Wi-Fi.', due: -1, status: 'todo', priority: 'high', assignee: 3 },
      { title: 'Engrave the award trophies', description: 'Names go on once the jury decides.', due: 0, status: 'inprogress', priority: 'high', assignee: 0 },
      { title: 'Prepare the host script', description: 'Running order, sponsor mentions and award citations.', due: 0, status: 'todo', priority: 'medium', assignee: null },
      { title: 'Arrange taxis for late departures', description: 'Pre-booked cars from 11 pm.', due: 1, status: 'todo', priority: 'low', assignee: null },
      { title: 'Send investor follow-up pack', description: 'Pitch decks and contact details of all finalists.', due: 4, status: 'todo', priority: 'medium', assignee: 1 },
    ],
  },
  {
    name: 'Tech Conference',
    description:
      'Three days of talks and hands-on workshops on cloud infrastructure, AI tooling and developer experience, with an expo floor and a community evening.',
    start: 24,
    end: 26,
    members: [
      { name: 'Hannah Schmidt', email: 'hannah.schmidt@example.com', company: 'Stackline', role: 'Program Chair' },
      { name: 'Mateo Alvarez', email: 'mateo.alvarez@example.com', role: 'Speaker Coordinator' },
      { name: 'Aisha Rahman', email: 'aisha.rahman@example.com', company: 'Cloudnest', role: 'Sponsor Relations' },
      { name: 'Ben Carter', email: 'ben.carter@example.com', role: 'Registration Lead' },
      { name: 'Yuki Tanaka', email: 'yuki.tanaka@example.com', role: 'Workshop Organiser' },
      { name: 'Chloe Dubois', email: 'chloe.dubois@example.com', role: 'Marketing', status: 'pending' },
    ],
    tasks: [
      { title: 'Close the call for papers', description: 'Send the reviewers their batches of proposals.', due: -10, status: 'completed', priority: 'high', assignee: 0 },
      { title: 'Confirm keynote speakers', description: 'Opening and closing keynotes, travel booked.', due: -4, status: 'inprogress', priority: 'high', assignee: 1 },
      { title: 'Launch early-bird registration', description: 'Ticket page live with the early-bird code.', due: -3, status: 'todo', priority: 'high', assignee: 3 },
      { title: 'Publish the workshop line-up', description: 'Six workshops, 30 seats each, laptop requirements listed.', due: 5, status: 'inprogress', priority: 'medium', assignee: 4 },
      { title: 'Sell the expo booths', description: 'Twelve booths; four left to sell.', due: 10, status: 'inprogress', priority: 'medium', assignee: 2 },
      { title: 'Order attendee badges and lanyards', description: 'Badge names exported from registration.', due: 17, status: 'todo', priority: 'medium', assignee: null },
      { title: 'Schedule the social media campaign', description: 'Speaker spotlights twice a week until the event.', due: 8, status: 'todo', priority: 'low', assignee: 5 },
      { title: 'Book the community evening venue', description: 'Space for 300 people within walking distance.', due: 12, status: 'todo', priority: 'medium', assignee: null },
      { title: 'Set up the conference Wi-Fi', description: 'Dedicated network for workshops with 500 devices.', due: 20, status: 'todo', priority: 'high', assignee: null },
      { title: 'Prepare speaker briefing packs', description: 'Slide template, room details and AV checklist.', due: 18, status: 'todo', priority: 'low', assignee: 1 },
      { title: 'Recruit session moderators', description: 'One moderator per track per day.', due: 14, status: 'completed', priority: 'low', assignee: 0 },
    ],
  },
  {
    name: 'Product Launch',
    description:
      'The public launch of the new mobile app for customers, press and partners: a live demo on stage, hands-on stations and a Q&A with the product team.',
    start: 10,
    end: 10,
    members: [
      { name: 'Nina Petrova', email: 'nina.petrova@example.com', company: 'Launchpad PR', role: 'PR Manager' },
      { name: 'Samuel Osei', email: 'samuel.osei@example.com', role: 'Product Manager' },
      { name: 'Emily Turner', email: 'emily.turner@example.com', role: 'Designer' },
      { name: 'Ravi Patel', email: 'ravi.patel@example.com', role: 'Demo Engineer' },
    ],
    tasks: [
      { title: 'Write the press release', description: 'Approved by legal; embargo until 9 am on launch day.', due: -2, status: 'inprogress', priority: 'high', assignee: 0 },
      { title: 'Rehearse the live demo', description: 'Two full run-throughs with a backup device.', due: 8, status: 'todo', priority: 'high', assignee: 3 },
      { title: 'Design the launch banners', description: 'Stage backdrop and two roll-up banners.', due: 3, status: 'completed', priority: 'medium', assignee: 2 },
      { title: 'Invite press and partners', description: 'Guest list of 120 with RSVP tracking.', due: -5, status: 'completed', priority: 'high', assignee: 0 },
      { title: 'Prepare the Q&A briefing', description: 'Likely questions with agreed answers.', due: 7, status: 'todo', priority: 'medium', assignee: 1 },
      { title: 'Set up hands-on stations', description: 'Eight tablets with the release build installed.', due: 9, status: 'todo', priority: 'medium', assignee: null },
      { title: 'Order branded merchandise', description: 'T-shirts and stickers for guests.', due: -1, status: 'todo', priority: 'low', assignee: null },
    ],
  },
  {
    name: 'Charity Run',
    description:
      'A 5 km and 10 km fun run through the city park raising money for the children’s hospital, with a family zone, medals for every finisher and a picnic at the finish.',
    start: 45,
    end: 45,
    members: [
      { name: 'Marcus Johnson', email: 'marcus.johnson@example.com', company: 'City Runners Club', role: 'Race Director' },
      { name: 'Elena Rossi', email: 'elena.rossi@example.com', role: 'Fundraising Lead' },
      { name: 'Kwame Asante', email: 'kwame.asante@example.com', role: 'Volunteer Coordinator' },
    ],
    tasks: [
      { title: 'Get the park permit', description: 'Application with the route map and marshal plan.', due: -6, status: 'completed', priority: 'high', assignee: 0 },
      { title: 'Open runner registration', description: 'Online sign-up with fundraising pages.', due: -3, status: 'completed', priority: 'high', assignee: 1 },
      { title: 'Arrange first-aid cover', description: 'Two ambulances and a first-aid tent at the finish.', due: 20, status: 'inprogress', priority: 'high', assignee: 0 },
      { title: 'Order finisher medals', description: '800 medals; delivery three weeks before the run.', due: 15, status: 'todo', priority: 'medium', assignee: null },
      { title: 'Recruit course marshals', description: 'Forty marshals, one at every junction.', due: 30, status: 'todo', priority: 'medium', assignee: 2 },
      { title: 'Book the family zone entertainers', description: 'Face painting, bouncy castle and a warm-up DJ.', due: 35, status: 'todo', priority: 'low', assignee: null },
      { title: 'Thank last year’s sponsors', description: 'Renewal offers to every returning sponsor.', due: -8, status: 'todo', priority: 'medium', assignee: 1 },
    ],
  },
];

export interface PlannedSampleMember {
  name: string;
  email: string;
  company: string | null;
  role: string | null;
  status: MemberStatus;
  joinDate: CalendarDate;
}

export interface PlannedSampleTask {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: CalendarDate | null;
  /** Index into the event's members; null for unassigned. */
  assigneeIndex: number | null;
  createdAt: string;
  /** When a task that is not To Do got its status; null for To Do tasks. */
  statusChangedAt: string | null;
}

export interface PlannedSampleEvent {
  name: string;
  description: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  createdAt: string;
  members: PlannedSampleMember[];
  tasks: PlannedSampleTask[];
}

const at = (date: CalendarDate, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * The sample events, their teams and tasks, with every date placed relative to `today`: one event
 * is over, one is on now and three are coming, and some tasks are past due and not completed.
 * Each event was "planned" from three weeks before it starts (a week ago at the latest), so
 * creation dates, join dates and status changes all lie in the past.
 */
export function planSampleData(today: CalendarDate): PlannedSampleEvent[] {
  return SAMPLE_EVENTS.map((event) => {
    const createdOffset = Math.min(event.start - 21, -7);
    const createdAt = at(addDays(today, createdOffset), 9);
    return {
      name: event.name,
      description: event.description,
      startDate: addDays(today, event.start),
      endDate: addDays(today, event.end),
      createdAt,
      members: event.members.map((member, index) => ({
        name: member.name,
        email: member.email,
        company: member.company ?? null,
        role: member.role ?? null,
        status: member.status ?? 'active',
        joinDate: addDays(today, createdOffset + index),
      })),
      tasks: event.tasks.map((task, index) => {
        const changedOffset = Math.max(createdOffset + 1, Math.min((task.due ?? 0) - 1, -1) - (index % 3));
        return {
          title: task.title,
          description: task.description,
          status: task.status,
          priority: task.priority,
          dueDate: task.due === null ? null : addDays(today, task.due),
          assigneeIndex: task.assignee,
          createdAt,
          statusChangedAt: task.status === 'todo' ? null : at(addDays(today, changedOffset), 10 + (index % 7)),
        };
      }),
    };
  });
}
