import { DashboardArt } from './DashboardArt';
import { SourcingArt, VideoArt } from './ProductArt';

export type IllustrationName = 'dashboard' | 'scorecard' | 'video' | 'sourcing';

/** Product pictures drawn as SVG in the brand palette; decorative, so hidden from assistive tech. */
export function Illustration({ name }: { name: IllustrationName }) {
  switch (name) {
    case 'video':
      return <VideoArt />;
    case 'sourcing':
      return <SourcingArt />;
    case 'scorecard':
    case 'dashboard':
    default:
      return <DashboardArt />;
  }
}
