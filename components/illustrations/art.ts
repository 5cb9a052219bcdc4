import type { ComponentType } from 'react';
import type { ArtKey } from '@/content/schema/art-keys';
import {
  AssessmentBuilderScreen,
  InterviewRecorderScreen,
  InterviewReviewerScreen,
  SCREEN_ALT,
  SchedulingScreen,
  SkillsReportScreen,
  SourcingScreen,
  TeamScene,
} from './ProductScreens';

export type ArtEntry = {
  /** The drawing; it labels itself with `alt` (role="img"). */
  Component: ComponentType;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** True when the drawing is a screen of the product rather than a scene. */
  productScreen: boolean;
};

const builder: ArtEntry = {
  Component: AssessmentBuilderScreen,
  alt: SCREEN_ALT.builder,
  productScreen: true,
};
const report: ArtEntry = { Component: SkillsReportScreen, alt: SCREEN_ALT.report, productScreen: true };
const recorder: ArtEntry = {
  Component: InterviewRecorderScreen,
  alt: SCREEN_ALT.recorder,
  productScreen: true,
};

/** Every art key content may name, mapped to its drawing and alt text. */
export const ART: Record<ArtKey, ArtEntry> = {
  builder,
  report,
  recorder,
  reviewer: { Component: InterviewReviewerScreen, alt: SCREEN_ALT.reviewer, productScreen: true },
  scheduling: { Component: SchedulingScreen, alt: SCREEN_ALT.scheduling, productScreen: true },
  sourcing: { Component: SourcingScreen, alt: SCREEN_ALT.sourcing, productScreen: true },
  team: { Component: TeamScene, alt: SCREEN_ALT.team, productScreen: false },
  dashboard: report,
  scorecard: report,
  video: recorder,
};

export function artFor(key: ArtKey): ArtEntry {
  return ART[key];
}
