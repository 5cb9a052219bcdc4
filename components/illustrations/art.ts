import type { ComponentType } from 'react';
import type { ArtKey } from '@/content/schema/art-keys';
import type { ScreenData } from '@/content/schema/screen';
import {
  AssessmentBuilderScreen,
  InterviewRecorderScreen,
  InterviewReviewerScreen,
  SchedulingScreen,
  SkillsReportScreen,
  SourcingScreen,
  TEAM_ALT,
  TeamScene,
  screenAlt,
  type ScreenKind,
} from './ProductScreens';

export type ArtEntry =
  | {
      /** A screen of the product, drawn from a page's screen data; it labels itself (role="img"). */
      productScreen: true;
      kind: ScreenKind;
      Component: ComponentType<{ data: ScreenData }>;
      /** What the picture shows for that data, for people who cannot see it. */
      alt: (data: ScreenData) => string;
    }
  | { productScreen: false; kind: 'team'; Component: ComponentType; alt: () => string };

function screen(kind: ScreenKind, Component: ComponentType<{ data: ScreenData }>): ArtEntry {
  return { productScreen: true, kind, Component, alt: (data) => screenAlt(kind, data) };
}

const builder = screen('builder', AssessmentBuilderScreen);
const report = screen('report', SkillsReportScreen);
const recorder = screen('recorder', InterviewRecorderScreen);

/** Every art key content may name, mapped to its drawing and alt text. */
export const ART: Record<ArtKey, ArtEntry> = {
  builder,
  report,
  recorder,
  reviewer: screen('reviewer', InterviewReviewerScreen),
  scheduling: screen('scheduling', SchedulingScreen),
  sourcing: screen('sourcing', SourcingScreen),
  team: { productScreen: false, kind: 'team', Component: TeamScene, alt: () => TEAM_ALT },
  dashboard: report,
  scorecard: report,
  video: recorder,
};

export function artFor(key: ArtKey): ArtEntry {
  return ART[key];
}
