import { AwardsPage } from '@/components/awards/AwardsPage';
import { RecruitingWinners } from '@/components/awards/Winners';
import { recruitingAwards } from '@/content/awards/recruiting';
import { metadataFor } from '../_lib/metadata';

export const metadata = metadataFor('/recruiting-awards/');

export default function RecruitingAwardsPage() {
  return (
    <AwardsPage
      programme={recruitingAwards}
      accent="indigo"
      winners={<RecruitingWinners winners={recruitingAwards.winners} />}
    />
  );
}
