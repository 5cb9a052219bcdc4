import { ToolDirectory } from '@/components/tools/ToolDirectory';
import { TOOLS_HUB } from '@/content/tools/pages';
import { metadataFor } from '../_lib/metadata';

export const metadata = metadataFor(TOOLS_HUB.path);

export default function ToolsHubPage() {
  return <ToolDirectory />;
}
