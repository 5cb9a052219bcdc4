import type { QuestionSetTool } from '../types';
import { threeSixtyDegreeFeedbackGenerator } from './360-degree-feedback-generator';
import { behavioralInterviewQuestionsGenerator } from './behavioral-interview-questions-generator';
import { employeeEngagementSurveyGenerator } from './employee-engagement-survey-generator';
import { employeeSatisfactionSurveyGenerator } from './employee-satisfaction-survey-generator';
import { employeeSurveyGenerator } from './employee-survey-generator';
import { exitInterviewQuestionsGenerator } from './exit-interview-questions-generator';
import { interviewQuestionsGenerator } from './interview-questions-generator';
import { onboardingSurveyGenerator } from './onboarding-survey-generator';
import { secondInterviewQuestionsGenerator } from './second-interview-questions-generator';
import { situationalInterviewQuestionsGenerator } from './situational-interview-questions-generator';

/** Every built survey and interview-question generator, in catalogue order. */
export const surveyTools: readonly QuestionSetTool[] = [
  employeeSurveyGenerator,
  employeeSatisfactionSurveyGenerator,
  onboardingSurveyGenerator,
  employeeEngagementSurveyGenerator,
  threeSixtyDegreeFeedbackGenerator,
  exitInterviewQuestionsGenerator,
  interviewQuestionsGenerator,
  behavioralInterviewQuestionsGenerator,
  situationalInterviewQuestionsGenerator,
  secondInterviewQuestionsGenerator,
];
