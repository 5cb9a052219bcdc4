import { AwardsPage } from '@/components/awards/AwardsPage';
import { SalesWinners } from '@/components/awards/Winners';
import { salesAwards } from '@/content/awards/sales';
import { metadataFor } from '../_lib/metadata';

export const metadata = metadataFor('/sales-quotient-awards/');

export default function SalesAwardsPage() {
  return (
    <AwardsPage
      programme={salesAwards}
      accent="amber"
      winners={<SalesWinners winners={salesAwards.winners} />}
    />
  );
}
