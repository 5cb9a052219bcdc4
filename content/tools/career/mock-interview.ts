import type { CareerTool } from '../types';

export const mockInterview: CareerTool = {
  slug: 'mock-interview',
  kind: 'mock-interview',
  family: 'career',
  group: 'hiring',
  name: 'Mock interview',
  title: 'Free Mock Interview Practice: Timed Questions and STAR Feedback',
  description:
    'Practice interview questions one at a time against the clock, record yourself privately, rate each answer on the STAR method and get feedback on what you typed.',
  lead: 'Choose a role and question type, answer one question at a time against a visible timer, optionally record yourself, and review each answer with a STAR self-rating and feedback.',
  summary: 'Timed interview practice with private recording and STAR feedback.',
  keywords: [
    'interview practice',
    'practice interview questions',
    'behavioral interview',
    'star method',
    'interview simulator',
    'video interview practice',
    'job interview prep',
  ],
  method: [
    'Questions come from a bank written the way structured interviews ask them: behavioral (“Tell me about a time…”), situational (“What would you do if…”), role knowledge for eight role families, and general questions. Each comes with what an interviewer listens for. The order is shuffled each time you start.',
    'Each question has optional preparation time, then answer time, shown as a countdown. Screen readers hear the clock when it starts, at halfway, and at 30 and 10 seconds left, not every second. You can start answering early or stop when you are done; when time runs out the answer closes, as it would in a timed video interview.',
    'If you turn recording on, your browser asks for the camera and microphone. Each answer is recorded with the browser’s MediaRecorder and kept in this tab’s memory, never uploaded: play it back or download it from the summary. Without a camera, or if you decline, the interview works the same with typed answers only.',
    'After each answer you rate yourself on the STAR method (Situation, Task, Action, Result). The summary then checks what you typed: its length and about how long it takes to say (at 140 words a minute), which STAR elements its sentences show (a scene, what you had to do, what you did yourself with “I”, and how it turned out), filler words such as “um” and “basically”, and whether the result carries a number (a year such as “in 2019” or “5 years ago” does not count). Each finding is decided once, so the tips never ask for something the summary says is there. This is word matching, not understanding; it points to what to try next time.',
  ],
  faq: [
    {
      question: 'What is the STAR method?',
      answer:
        'A way to structure answers to behavioral questions: the Situation (context in a sentence or two), the Task (what you had to achieve), the Action (what you did, in the first person) and the Result (the outcome, ideally measured, and what you learned). Most interviewers who ask “Tell me about a time…” score answers against something like it.',
    },
    {
      question: 'How long should an interview answer be?',
      answer:
        'For most questions, one to two minutes spoken: roughly 150 to 300 words. Shorter answers tend to skip the result; longer ones lose the listener in background. The summary estimates how long your typed answer takes to say.',
    },
    {
      question: 'Are my recordings uploaded or saved?',
      answer:
        'No. Recordings stay in this browser tab’s memory and disappear when you start over or leave the page. Download the ones you want to keep. AI feedback, when offered, sends only the typed answer and the question, and only when you ask.',
    },
    {
      question: 'Can I practice without a camera?',
      answer:
        'Yes. Leave recording off, or decline the permission prompt, and the interview runs the same way with typed answers. With a microphone but no camera, answers are recorded as audio.',
    },
    {
      question: 'How is this different from a one-way video interview?',
      answer:
        'One-way (asynchronous) video interviews used by many employers work the same way: a question appears, you get a short preparation time and a fixed time to answer on camera. Practicing with the same timer structure makes the real one feel familiar.',
    },
  ],
  related: ['job-description-generator', 'resume-builder', 'resume-parser', 'resume-templates'],
  updated: '2026-11-22',
};
