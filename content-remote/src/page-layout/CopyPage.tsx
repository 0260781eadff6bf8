import type { ReactNode } from 'react';
import { ContentPage } from './ContentPage';
import { CopySections } from './CopySections';
import type { PageCopy } from './pageCopy';

interface CopyPageProps {
  copy: PageCopy;
  /** What the page adds after its copy: a form, a list loaded from the API. */
  children?: ReactNode;
}

/** A page made of its copy module, plus anything of its own after it. */
export function CopyPage({ copy, children }: CopyPageProps) {
  return (
    <ContentPage title={copy.title} intro={copy.intro}>
      <CopySections sections={copy.sections} />
      {children}
    </ContentPage>
  );
}
