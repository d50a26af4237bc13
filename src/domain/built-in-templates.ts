// The templates every account can start an event from. Plain data, no zod: each task is due a number
// of days before the event's first day, on it, or after its last day.
import type { TaskPriority } from './task-rules.ts';
import type { BuiltInTemplateKey, TemplateTask } from './template-rules.ts';

export interface BuiltInTemplate {
  key: BuiltInTemplateKey;
  name: string;
  description: string;
  tasks: TemplateTask[];
}

/** Due `days` days before the event's first day. */
function before(days: number, priority: TaskPriority, title: string, description: string): TemplateTask {
  return { title, description, priority, dueAnchor: 'start', dueOffsetDays: -days };
}

/** Due on the event's first day. */
function onTheDay(priority: TaskPriority, title: string, description: string): TemplateTask {
  return { title, description, priority, dueAnchor: 'start', dueOffsetDays: 0 };
}

/** Due `days` days after the event's last day (0: on the last day, once it is over). */
function after(days: number, priority: TaskPriority, title: string, description: string): TemplateTask {
  return { title, description, priority, dueAnchor: 'end', dueOffsetDays: days };
}

const conference: BuiltInTemplate = {
  key: 'conference',
  name: 'One-day conference',
  description: 'A one-day conference with talks, sponsors and a few hundred attendees, planned from six months out.',
  tasks: [
    before(180, 'high', 'Set the budget and ticket prices', 'Cover venue, catering, AV and speaker travel; decide early-bird, regular and student prices.'),
    before(170, 'high', 'Book the venue', 'Check capacity for the main hall and breakout rooms, step-free access, Wi-Fi and load-in times.'),
    before(150, 'high', 'Open the call for speakers', 'Publish topics, talk lengths and the deadline, and say whether travel is covered.'),
    before(140, 'high', 'Approach sponsors', "Send the sponsorship tiers, booth sizes and logo placements, last year's sponsors first."),
    before(120, 'medium', 'Launch the event website', 'Date, venue, call for speakers, code of conduct and a sign-up for updates.'),
    before(110, 'medium', 'Book AV and recording', 'Projectors and microphones for every room, talk recording and a spare laptop with adapters.'),
    before(100, 'high', 'Open ticket sales', 'Early-bird price with a clear end date; test the checkout and the confirmation email.'),
    before(90, 'medium', 'Close the call for speakers', 'Send a reminder a week before, then lock the submissions for review.'),
    before(80, 'high', 'Review talks and build the programme', 'Two reviewers per submission; balance topics, levels and speakers across the rooms.'),
    before(70, 'high', 'Confirm speakers', 'Send each acceptance with the slot, talk length, AV setup and the travel and hotel policy.'),
    before(65, 'low', 'Reply to the speakers not selected', 'Thank everyone who submitted and say how many proposals there were.'),
    before(60, 'medium', 'Book the caterer', 'Coffee on arrival, lunch and an afternoon break; dietary needs come from registration.'),
    before(60, 'medium', 'Reserve hotel rooms for speakers', 'Within walking distance of the venue; note when unused rooms are released.'),
    before(45, 'high', 'Publish the schedule', 'Times, rooms and speaker bios on the website, plus a printable version.'),
    before(45, 'medium', 'Recruit volunteers', 'Registration desk, room hosts, green room and cloakroom, in two shifts each.'),
    before(40, 'medium', 'Order badges, lanyards and signage', 'Include room names, directions, the Wi-Fi details and the code of conduct contact.'),
    before(30, 'low', 'Order attendee T-shirts', 'A full range of sizes and fits; order 10% extra for volunteers and late sign-ups.'),
    before(21, 'medium', 'Collect speaker slides', 'Ask for 16:9 slides with fonts embedded and keep a copy on the presentation laptop.'),
    before(21, 'medium', 'Plan accessibility', 'Live captions, a quiet room, reserved seating and step-free routes marked on the map.'),
    before(14, 'high', 'Send attendee information', 'Venue address, travel options, check-in times, Wi-Fi and what to bring.'),
    before(14, 'high', 'Confirm catering numbers', 'Final headcount and dietary counts from registrations, plus speakers, crew and volunteers.'),
    before(10, 'medium', 'Brief the volunteers', 'Shift times, duties, the schedule and who to call for first aid or lost property.'),
    before(7, 'medium', 'Send reminders to attendees', 'Schedule highlights, check-in time and a link to the ticket.'),
    before(3, 'medium', 'Print the check-in list', 'Alphabetical by last name with ticket types; keep a copy that works offline.'),
    before(2, 'low', 'Pack the event kit', 'Extension leads, tape, markers, spare lanyards, a presentation clicker and batteries.'),
    before(1, 'high', 'Set up the venue', 'Signage, registration desk, sponsor booths and a full AV check in every room.'),
    onTheDay('high', 'Run check-in and the day', 'Open check-in an hour before the keynote; keep the run sheet at the information desk.'),
    after(0, 'medium', 'Clear the venue', 'Return rented AV, gather lost property and check out with the venue manager.'),
    after(1, 'medium', 'Thank speakers, sponsors and volunteers', 'A personal email each, with photos and the attendance numbers.'),
    after(3, 'medium', 'Send the feedback survey', 'Five questions at most; close it after a week.'),
    after(7, 'low', 'Publish talk recordings and slides', 'Caption the videos and link each one from its talk on the schedule.'),
    after(14, 'high', 'Settle invoices and close the budget', 'Pay suppliers, reimburse speakers and compare the spending with the budget.'),
    after(21, 'low', 'Write the retrospective', "What worked, what to change and the survey results, for next year's team."),
  ],
};

const wedding: BuiltInTemplate = {
  key: 'wedding',
  name: 'Wedding',
  description: 'A wedding with ceremony and reception, planned from a year out to the thank-you cards.',
  tasks: [
    before(360, 'high', 'Set the budget', 'Agree who pays for what and the most you will spend before looking at venues.'),
    before(340, 'high', 'Draft the guest list', 'Two columns, must invite and would like to; the number decides the venue size.'),
    before(300, 'high', 'Book the ceremony and reception venues', 'Check capacity, curfew, corkage, a wet-weather plan and what the deposit covers.'),
    before(280, 'high', 'Book the officiant', 'Confirm the legal requirements for the ceremony and any meetings beforehand.'),
    before(270, 'high', 'Book the photographer', 'Look at full galleries, not only highlights; agree the hours and the shot list deadline.'),
    before(240, 'high', 'Book the caterer', 'Arrange a tasting and ask about dietary options, staff numbers and the cake-cutting fee.'),
    before(240, 'medium', 'Send save-the-dates', 'The date, the town and the address of the wedding website.'),
    before(210, 'medium', 'Book the band or DJ', 'Confirm set times, breaks and what the venue allows for sound and power.'),
    before(200, 'high', 'Choose the wedding outfits', 'Allow time for ordering, alterations and at least two fittings.'),
    before(180, 'medium', 'Book the florist', 'Bouquets, buttonholes, ceremony and table flowers; bring photos of the venue.'),
    before(150, 'low', 'Reserve hotel rooms for guests', 'Near the venue; put the booking code and release date on the website.'),
    before(150, 'low', 'Plan the honeymoon', 'Check that passports are valid for six months past the return date.'),
    before(120, 'medium', 'Order the cake', 'Tasting first; confirm the size for the final guest count and the delivery time.'),
    before(120, 'medium', 'Book transport', 'Getting the couple and guests between ceremony, reception and hotels.'),
    before(100, 'medium', 'Order the invitations', 'Proofread names, dates and addresses twice before printing; order 10% extra.'),
    before(90, 'high', 'Buy the rings', 'Leave time for resizing and engraving.'),
    before(90, 'high', 'Sort out the legal paperwork', 'Give notice or apply for the licence as local law requires, with ID and proof of address.'),
    before(84, 'high', 'Send the invitations', 'Ask for replies six weeks before the day, with meal choices and dietary needs.'),
    before(60, 'low', 'Book the hair and make-up trial', 'Bring photos of the outfits and flowers, and agree the timings for the morning.'),
    before(60, 'medium', 'Plan the ceremony order and readings', 'Choose the readers and the music for the entrance, the signing and the exit.'),
    before(42, 'medium', 'Chase missing replies', "Call anyone who hasn't answered; the caterer needs numbers soon."),
    before(35, 'medium', 'Write the seating plan', 'Start from the final replies; keep one copy for the venue and one for the caterer.'),
    before(30, 'high', 'Confirm final numbers with the venue and caterer', 'Guest count, meal choices, dietary needs and the children and supplier meals.'),
    before(30, 'medium', 'Go to the final fitting', 'Bring the shoes and accessories you will wear on the day.'),
    before(21, 'medium', 'Write the vows and speeches', 'Time them out loud; three to five minutes each is plenty.'),
    before(14, 'high', "Confirm every supplier's timings", "Send each one the day's schedule, the contacts and the venue address."),
    before(14, 'medium', 'Prepare supplier payments', 'Balances due on the day and tips, in labelled envelopes or scheduled transfers.'),
    before(7, 'medium', 'Send guests the final details', 'Timings, parking, dress code and the shuttle between venue and hotel.'),
    before(2, 'medium', 'Rehearse the ceremony', 'Walk through the entrance, readings and exit with the officiant and the wedding party.'),
    before(1, 'medium', 'Deliver decorations and favours to the venue', 'With a labelled plan of where everything goes and who collects it afterwards.'),
    onTheDay('high', 'Hand the running order to the day coordinator', "The person who answers the suppliers' questions so the couple doesn't have to."),
    after(1, 'low', 'Return hired outfits and decorations', 'Suits, décor and anything borrowed from the venue, before the late fees start.'),
    after(7, 'low', 'Update name records', 'If a name changes: bank, passport, employer, doctor and utilities.'),
    after(14, 'medium', 'Send thank-you cards', 'Mention each gift by name; aim to have them all out within a month.'),
    after(30, 'low', 'Share the photos', 'Pick the album photos and send the gallery link to the guests.'),
    after(30, 'low', 'Review the suppliers', 'A short review for each supplier who did well; they rely on them.'),
  ],
};

const meetup: BuiltInTemplate = {
  key: 'meetup',
  name: 'Community meetup',
  description: 'An evening meetup with two talks, lightning talks, food and about fifty people, planned over six weeks.',
  tasks: [
    before(42, 'high', 'Pick the date and theme', 'Avoid public holidays and other local events the same week.'),
    before(40, 'high', 'Book the venue', 'Room for the expected crowd plus 20%, a projector, Wi-Fi and step-free access.'),
    before(35, 'high', 'Find speakers', 'Two 20-minute talks and a few lightning talks; ask each for a title and a short abstract.'),
    before(30, 'medium', 'Find a food and drinks sponsor', 'Offer a logo on the welcome slides and a two-minute slot to say hello.'),
    before(28, 'high', 'Publish the event page', 'Date, time, address, talks, code of conduct and an RSVP limit with a waitlist.'),
    before(28, 'medium', 'Announce the meetup', 'Mailing list, community chat and social media, with the link to RSVP.'),
    before(21, 'medium', 'Confirm speakers and their AV needs', 'Laptop adapters, a clicker, a microphone and whether the talks are recorded.'),
    before(21, 'medium', 'Check accessibility', 'Step-free entrance, a microphone for questions and seats kept near the front.'),
    before(14, 'low', 'Send a second announcement', 'Share the full line-up and how many places are left.'),
    before(14, 'low', 'Recruit two volunteers', 'One at the door and one for the food and resetting the room.'),
    before(10, 'medium', 'Order food and drinks', 'For about 70% of the RSVPs, with vegetarian, vegan and alcohol-free options.'),
    before(7, 'medium', 'Remind attendees', "Time, address, how to get in, and a link to free their place if they can't come."),
    before(7, 'low', 'Collect speaker slides', 'Ask for them as PDF too, in case a laptop will not connect.'),
    before(3, 'low', 'Offer freed places to the waitlist', 'Release the places of people who cancelled so the room is full.'),
    before(2, 'low', 'Prepare the welcome slides', 'Sponsor, code of conduct, Wi-Fi, the evening schedule and the next date.'),
    before(1, 'low', 'Print the sign-in sheet and signs', 'Signs from the street door to the room, and the Wi-Fi details for the tables.'),
    onTheDay('high', 'Set up the room', 'Chairs, a projector and microphone test, the food table and the signs.'),
    onTheDay('high', 'Host the evening', 'Welcome people, keep time, introduce the speakers and announce the next meetup.'),
    after(0, 'medium', 'Tidy the room and return the keys', 'Leave it as you found it; the venue will want to host you again.'),
    after(1, 'medium', 'Thank the speakers, sponsor and venue', 'A short message each, with a photo from the evening.'),
    after(1, 'low', 'Post the slides and photos', 'On the event page, with the speakers’ links.'),
    after(2, 'low', 'Send the feedback form', 'Three questions: the talks, the venue, and topics for next time.'),
    after(3, 'medium', 'Reimburse expenses', 'Collect the receipts and log them with the event budget.'),
    after(5, 'low', 'Start planning the next meetup', 'Pick a date and invite the speakers people asked for in the feedback.'),
  ],
};

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [conference, wedding, meetup];

export function findBuiltInTemplate(key: string): BuiltInTemplate | undefined {
  return BUILT_IN_TEMPLATES.find((template) => template.key === key);
}
