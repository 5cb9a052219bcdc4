import type { DocumentTool } from '../types';
import { appointmentLetterGenerator } from './appointment-letter-generator';
import { coverLetterGenerator } from './cover-letter-generator';
import { employeeTransferLetterGenerator } from './employee-transfer-letter-generator';
import { employmentConfirmationLetterGenerator } from './employment-confirmation-letter-generator';
import { employmentVerificationLetterGenerator } from './employment-verification-letter-generator';
import { executiveSummaryTemplate } from './executive-summary-template';
import { experienceLetterGenerator } from './experience-letter-generator';
import { leavePolicyGenerator } from './leave-policy-generator';
import { letterOfIntentGenerator } from './letter-of-intent-generator';
import { meetingAgendaTemplate } from './meeting-agenda-template';
import { meetingMinutesTemplate } from './meeting-minutes-template';
import { memoTemplate } from './memo-template';
import { nepotismPolicyGenerator } from './nepotism-policy-generator';
import { offerLetterGenerator } from './offer-letter-generator';
import { onePagerTemplate } from './one-pager-template';
import { probationExtensionLetterGenerator } from './probation-extension-letter-generator';
import { promotionLetterGenerator } from './promotion-letter-generator';
import { recommendationLetterGenerator } from './recommendation-letter-generator';
import { relievingLetterGenerator } from './relieving-letter-generator';
import { remoteWorkPolicyGenerator } from './remote-work-policy-generator';
import { resignationLetterGenerator } from './resignation-letter-generator';
import { salaryIncrementLetterGenerator } from './salary-increment-letter-generator';
import { socialMediaPolicyGenerator } from './social-media-policy-generator';
import { sponsorshipLetterGenerator } from './sponsorship-letter-generator';
import { timesheetTemplate } from './timesheet-template';

/** Every built document generator, in catalogue order (letters now; policies and templates join here). */
export const documentTools: readonly DocumentTool[] = [
  offerLetterGenerator,
  appointmentLetterGenerator,
  experienceLetterGenerator,
  relievingLetterGenerator,
  promotionLetterGenerator,
  salaryIncrementLetterGenerator,
  employmentVerificationLetterGenerator,
  resignationLetterGenerator,
  recommendationLetterGenerator,
  employeeTransferLetterGenerator,
  probationExtensionLetterGenerator,
  employmentConfirmationLetterGenerator,
  coverLetterGenerator,
  sponsorshipLetterGenerator,
  letterOfIntentGenerator,
  leavePolicyGenerator,
  remoteWorkPolicyGenerator,
  socialMediaPolicyGenerator,
  nepotismPolicyGenerator,
  memoTemplate,
  executiveSummaryTemplate,
  onePagerTemplate,
  timesheetTemplate,
  meetingAgendaTemplate,
  meetingMinutesTemplate,
];
