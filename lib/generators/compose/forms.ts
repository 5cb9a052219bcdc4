import { emailForm } from './email/form';
import { letterForm } from './letter/form';
import { anniversaryForm } from './anniversary/form';
import { sentenceForm } from './sentence/form';
import { answerForm } from './answer/form';
import type { ComposeForm, ComposerId } from './types';

/** Every composer's inputs: small data the page renders on the server and the island validates. */
export const COMPOSE_FORMS: Record<ComposerId, ComposeForm> = {
  email: emailForm,
  letter: letterForm,
  anniversary: anniversaryForm,
  sentence: sentenceForm,
  answer: answerForm,
};
