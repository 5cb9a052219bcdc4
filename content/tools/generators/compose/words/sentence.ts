import type {
  Frame,
  PartOfSpeech,
  SentenceType,
  SentenceWords,
} from '@/lib/generators/compose/sentence/words';

export const WORD_FRAMES: Record<PartOfSpeech, Record<SentenceType, readonly Frame[]>> = {
  noun: {
    simple: [
      [1, 'We talked about the {word} at lunch.'],
      [1, 'The {word} came up in our team meeting.'],
      [1, 'Everyone had an opinion about the {word}.'],
      [2, 'Our manager asked us to think carefully about the {word}.'],
      [2, 'The quarterly report included a short section on the {word}.'],
      [3, 'The committee spent most of the afternoon debating the {word} in detail.'],
      [3, 'Few people in the room fully understood the {word} until the final presentation.'],
    ],
    compound: [
      [1, 'We discussed the {word}, and everyone agreed to come back to the topic next week.'],
      [1, 'She asked about the {word}, so I sent her the details.'],
      [2, 'The {word} seemed simple at first, but the explanation took the whole afternoon.'],
      [2, 'The team reviewed the {word} on Monday, and the client signed off by Friday.'],
      [3, 'The new director questioned the {word} openly, yet nobody on the board objected.'],
    ],
    complex: [
      [1, 'When the {word} came up, the room went quiet.'],
      [2, 'Because the {word} mattered to the whole team, we put it first on the agenda.'],
      [2, 'Although nobody had put the {word} on the agenda, the topic came up twice.'],
      [3, 'If the board had understood the {word} sooner, the decision would have been easier.'],
      [3, 'Once the analysts had examined the {word} in detail, the recommendation changed.'],
    ],
    question: [
      [1, 'What do you think about the {word}?'],
      [1, 'Who first brought up the {word}?'],
      [2, 'Why did the {word} take so long to explain?'],
      [2, 'How would you describe the {word} to a new hire?'],
      [3, 'Which parts of the {word} would you change if you could start again?'],
    ],
  },
  verb: {
    simple: [
      [1, 'We need to {base} before Friday.'],
      [1, 'She learned to {base} at her first job.'],
      [2, 'It is hard to {base} well under pressure.'],
      [2, '{Gerund} well takes practice and patience.'],
      [2, 'They {past} together for the first time last spring.'],
      [3, 'Experienced managers know when to {base} and when to wait.'],
    ],
    compound: [
      [1, 'I wanted to {base} sooner, but the deadline moved.'],
      [1, 'We will {base} tomorrow, or we will lose the chance.'],
      [2, 'She {past} carefully, and the whole team noticed.'],
      [3, 'The team chose to {base} early, so the launch stayed on schedule.'],
    ],
    complex: [
      [1, 'Before you {base}, check the latest numbers.'],
      [1, 'If we {base} now, we can finish by Friday.'],
      [2, 'She {past} as soon as the meeting ended.'],
      [2, 'Because he {past} early, the rest of the week went smoothly.'],
      [3, 'Although few people expected it, the new manager chose to {base} in her first week.'],
    ],
    question: [
      [1, 'When did you last {base}?'],
      [1, 'Do you like to {base} on your own or with others?'],
      [2, 'How do you {base} when time is short?'],
      [3, 'Why is it often harder to {base} well in a new role?'],
    ],
  },
  adjective: {
    simple: [
      [1, 'The plan was {word}.'],
      [1, 'Her answer sounded {word}.'],
      [2, 'Everyone agreed that the result was {word}.'],
      [2, 'The new team lead is remarkably {word}.'],
      [3, 'By the end of the quarter, the whole department had become noticeably more {word}.'],
    ],
    compound: [
      [1, 'The first draft was {word}, but the second was even better.'],
      [2, 'She stayed {word} all week, and the team followed her lead.'],
      [3, 'The market looked {word} in January, yet the forecast changed by March.'],
    ],
    complex: [
      [1, 'Because she stayed {word}, the project stayed on track.'],
      [2, 'Although the task looked simple, it turned out to be surprisingly {word}.'],
      [3, 'When a team feels {word} under pressure, it usually means the goals are clear.'],
    ],
    question: [
      [1, 'What makes a team {word}?'],
      [2, 'Would you describe your manager as {word}?'],
      [3, 'Why do some teams become more {word} after a difficult year?'],
    ],
  },
  adverb: {
    simple: [
      [1, 'She answered {word}.'],
      [1, 'The team worked {word} all week.'],
      [2, 'He spoke {word} during the whole meeting.'],
      [3, 'The new process was introduced {word}, with very little disruption.'],
    ],
    compound: [
      [1, 'We moved {word}, and the client noticed.'],
      [2, 'She replied {word}, but the question remained open.'],
      [3, 'The changes were rolled out {word}, so nobody lost a day of work.'],
    ],
    complex: [
      [1, 'When she spoke {word}, the room listened.'],
      [2, 'Because he explained it {word}, nobody had questions.'],
      [3, 'Although the team acted {word}, the deadline was still hard to meet.'],
    ],
    question: [
      [1, 'Do you usually work {word}?'],
      [2, 'Why did he answer so {word}?'],
      [3, 'How can a manager respond {word} without seeming cold?'],
    ],
  },
};

export const TOPIC_FRAMES: Record<SentenceType, readonly Frame[]> = {
  simple: [
    [1, 'New hires often ask about {t}.'],
    [1, 'Most managers will talk about {t} at some point.'],
    [2, 'Good {t} can save a team hours every week.'],
    [2, '{T} can change how a team plans its week.'],
    [2, 'Our team spent an hour on {t} and {u}.'],
    [3, 'Clear written expectations can make {t} far easier for everyone involved.'],
    [3, 'Leaders who measure {t} carefully can spot problems months earlier.'],
  ],
  compound: [
    [1, 'We talked about {t}, and then we moved on to {u}.'],
    [1, 'Some teams love {t}, but others prefer {u}.'],
    [2, '{T} can save time, but only with clear rules.'],
    [2, 'The survey asked about {t}, so we shared the results with every team.'],
    [3, 'Strong {t} can raise engagement, yet few companies track the results over time.'],
  ],
  complex: [
    [1, 'When a team gets {t} right, new hires settle in faster.'],
    [1, 'If you want better {t}, start by asking your team what is missing.'],
    [2, 'Because {t} can affect everyone, it helps to write the rules down.'],
    [2, 'Although few teams measure {t}, most managers notice the difference.'],
    [3, 'Once a company treats {t} as a shared responsibility, {u} can improve as well.'],
  ],
  question: [
    [1, 'How does your team handle {t}?'],
    [1, 'What would you change about {t}?'],
    [2, 'Who is responsible for {t} on your team?'],
    [2, 'How could {t} and {u} work together?'],
    [3, 'Which measures would show you the real effect of {t}?'],
  ],
};

export const SENTENCE_WORDS: SentenceWords = { wordFrames: WORD_FRAMES, topicFrames: TOPIC_FRAMES };
