/** The trial form's words, shared by the form and the compact shell so the swap changes nothing visible. */
export const TRIAL_WORDING = {
  full: {
    label: 'Work email',
    submit: 'Start free trial',
    hint: 'Use your company email: free and disposable mailboxes cannot start a trial. No credit card needed.',
  },
  compact: {
    label: 'Or start now with your work email',
    submit: 'Try it free',
    hint: 'Use your company email. No credit card needed.',
  },
} as const;

export const TRIAL_BUSY_LABEL = 'Starting your trial…';

/** The email box's attributes, the same in the form and its shell. */
export const TRIAL_EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  spellCheck: false,
  placeholder: 'you@company.com',
} as const;
