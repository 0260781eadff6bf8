import { useState } from 'react';
import { Button } from 'shared-ui';
import { ContentPage } from '../page-layout/ContentPage';
import { CopySections, PageSection } from '../page-layout/CopySections';
import { describePage } from '../page-layout/pageHead';
import { COST_TO_BUILD_PRICES, costToBuildClosingSections, costToBuildCopy } from './costToBuildCopy';
import { SampleReportDialog } from './SampleReportDialog';

export const load = describePage({
  title: 'Cost-to-Build Report',
  description: `Know what a house plan will cost to build in your ZIP code before you buy it: local labour and material prices, stage by stage, for ${COST_TO_BUILD_PRICES.single} a report.`,
});

export default function CostToBuildPage() {
  const [sampleOpen, setSampleOpen] = useState(false);
  return (
    <ContentPage title={costToBuildCopy.title} intro={costToBuildCopy.intro}>
      <CopySections sections={costToBuildCopy.sections} />
      <PageSection heading="See a report first">
        <p>Open the full report of a typical plan to see every stage we price and how the totals are built.</p>
        <div>
          <Button variant="secondary" onClick={() => setSampleOpen(true)} aria-haspopup="dialog">
            View Sample Cost-to-Build Report
          </Button>
        </div>
      </PageSection>
      <CopySections sections={costToBuildClosingSections} />
      <SampleReportDialog open={sampleOpen} onClose={() => setSampleOpen(false)} />
    </ContentPage>
  );
}
