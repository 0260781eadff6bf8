import { useId, type ReactNode } from 'react';
import { ActionLink, TextLink } from './ActionLink';
import type { CopyBlock, CopySection } from './pageCopy';
import styles from './contentPage.module.css';

function Block({ block }: { block: CopyBlock }) {
  switch (block.kind) {
    case 'paragraphs':
      return (
        <>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.itemTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <dl className={styles.facts}>
          {block.facts.map((fact) => (
            <div key={fact.title} className={styles.fact}>
              <dt>{fact.title}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </dl>
      );
    case 'cards':
      return (
        <ul className={styles.cards}>
          {block.cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3 className={styles.itemTitle}>{card.title}</h3>
              <p className={styles.highlight}>{card.highlight}</p>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      );
    case 'linkCards':
      return (
        <ul className={styles.cards}>
          {block.links.map((link) => (
            <li key={link.to} className={styles.card}>
              <h3 className={styles.itemTitle}>
                <TextLink to={link.to}>{link.label}</TextLink>
              </h3>
              <p>{link.description}</p>
            </li>
          ))}
        </ul>
      );
    case 'note':
      return (
        <div className={styles.note} role="note">
          <p className={styles.noteTitle}>{block.title}</p>
          <p>{block.text}</p>
        </div>
      );
    case 'actions':
      return <ActionRow links={block.links} />;
  }
}

export function ActionRow({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <div className={styles.actions}>
      {links.map((link, index) => (
        <ActionLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
          {link.label}
        </ActionLink>
      ))}
    </div>
  );
}

interface PageSectionProps {
  heading: string;
  children: ReactNode;
}

/** A titled part of a page, named by its h2 for landmark navigation. */
export function PageSection({ heading, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A page's sections as its copy module gives them. */
export function CopySections({ sections }: { sections: readonly CopySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <PageSection key={section.heading} heading={section.heading}>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </PageSection>
      ))}
    </>
  );
}
